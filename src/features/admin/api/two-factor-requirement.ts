import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

export interface DeskSettings {
  requireTwoFactor: boolean
}

/** The desk's settings (public.desk_settings), readable by any signed-in user. */
export async function getDeskSettings(): Promise<DeskSettings> {
  const { data, error } = await supabase.rpc('desk_settings').single()
  if (error) throw toAdminApiError(error)
  return { requireTwoFactor: data.require_two_factor }
}

/** Changes whether every reviewer must sign in with two factors (audit-logged). */
export async function setRequireTwoFactor(requireTwoFactor: boolean): Promise<DeskSettings> {
  const { data, error } = await supabase
    .rpc('admin_update_desk_settings', { _require_two_factor: requireTwoFactor })
    .single()
  if (error) throw toAdminApiError(error)
  return { requireTwoFactor: data.require_two_factor }
}
