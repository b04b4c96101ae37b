import { supabase } from '@/lib/supabase'
import type { Enums } from '@/lib/database.types'
import { toAdminApiError } from './admin-api-error'

/** administrator (`admin`), reviewer, editor: docs/roles.md says what each may do. */
export type TeamRole = Enums<'app_role'>

export const ROLE_LABELS: Record<TeamRole, string> = {
  admin: 'Administrator',
  reviewer: 'Reviewer',
  editor: 'Editor',
}

/** What each role is for, in the words the invitation and the people panel use. */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  admin: 'works submissions and manages people, settings, personal-data requests and the audit log',
  reviewer: 'reads and answers submissions: status, notes, replies and CSV export',
  editor: 'edits and publishes the site’s content; sees no submissions',
}

/**
 * The signed-in person's roles, from their own rows of user_roles (RLS shows nobody else's).
 * The database decides every read and write by role itself; this only tells the desk what to show.
 */
export async function getTeamRoles(userId: string): Promise<TeamRole[]> {
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId)
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => row.role)
}

/** Who may open the submissions desk: administrators and reviewers (public.can_work_submissions). */
export function worksSubmissions(roles: readonly TeamRole[]): boolean {
  return roles.includes('admin') || roles.includes('reviewer')
}
