import { permissionsOf, TEAM_ROLES, type TeamRole } from '@schemas/team-roles'
import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

export type { TeamRole }

/** The desk's name for each role (supabase/functions/_shared/schemas/team-roles.ts). */
export const ROLE_LABELS = Object.fromEntries(
  Object.entries(TEAM_ROLES).map(([role, entry]) => [role, entry.label]),
) as Record<TeamRole, string>

/** What each role is for, in the words the invitation and the people panel use. */
export const ROLE_DESCRIPTIONS = Object.fromEntries(
  Object.entries(TEAM_ROLES).map(([role, entry]) => [role, entry.summary]),
) as Record<TeamRole, string>

/**
 * The signed-in person's roles, from their own rows of user_roles (RLS shows nobody else's).
 * The database decides every read and write by the roles' permissions itself; this only tells the
 * desk what to show.
 */
export async function getTeamRoles(userId: string): Promise<TeamRole[]> {
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId)
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => row.role)
}

/** Who may open the submissions desk: the work_submissions permission (can_work_submissions). */
export function worksSubmissions(roles: readonly TeamRole[]): boolean {
  return permissionsOf(roles).has('work_submissions')
}
