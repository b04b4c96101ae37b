import { getTeamRoles, worksSubmissions } from './team-roles'

/**
 * Spec section 7, widened by the team's roles: may this user open the submissions desk? True for
 * administrators and reviewers (public.can_work_submissions decides what they then read).
 */
export async function checkAdminRole(userId: string): Promise<boolean> {
  return worksSubmissions(await getTeamRoles(userId))
}
