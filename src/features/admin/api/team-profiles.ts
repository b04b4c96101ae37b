import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/** Display names of the team (those the caller may read: everyone's for reviewers and admins). */
export async function listTeamNames(): Promise<Map<string, string>> {
  const { data, error } = await supabase.from('team_profiles').select('user_id, display_name')
  if (error) throw toAdminApiError(error)
  return new Map((data ?? []).map((row) => [row.user_id, row.display_name]))
}

/** The signed-in member's display name, or null when they have not chosen one yet. */
export async function getMyDisplayName(userId: string): Promise<string | null> {
  const { data, error } = await supabase
    .from('team_profiles')
    .select('display_name')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw toAdminApiError(error)
  return data?.display_name ?? null
}

/** Sets the caller's display name, or (administrators) another member's. Audited. */
export async function setDisplayName(displayName: string, userId?: string): Promise<string> {
  const { data, error } = await supabase.rpc('set_display_name', {
    _display_name: displayName,
    ...(userId ? { _user_id: userId } : {}),
  })
  if (error) throw toAdminApiError(error)
  return data
}
