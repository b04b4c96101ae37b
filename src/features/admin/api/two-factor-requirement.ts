import type { DeskSettings } from '@/lib/desk-settings'
import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/**
 * Changes whether every reviewer must sign in with two factors (audit-logged). Reading the
 * setting is `@/lib/desk-settings` (the one reader).
 */
export async function setRequireTwoFactor(requireTwoFactor: boolean): Promise<DeskSettings> {
  const { data, error } = await supabase
    .rpc('admin_update_desk_settings', { _require_two_factor: requireTwoFactor })
    .single()
  if (error) throw toAdminApiError(error)
  return { requireTwoFactor: data.require_two_factor }
}
