import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import type { TeamRole } from './team-roles'

/** A member of the team, or a person invited who has not accepted yet. */
export interface Reviewer {
  userId: string
  email: string
  displayName: string | null
  roles: TeamRole[]
  /** The open invitation of a person who has not accepted yet. */
  invitationId: string | null
  invitationExpiresAt: string | null
  invitedAt: string | null
  /** Has set a password (an invited reviewer has not, until they follow the e-mail's link). */
  accepted: boolean
  lastSignInAt: string | null
  twoFactor: boolean
  isSelf: boolean
}

/** Every member with their roles, last sign-in and two-factor state (public.admin_reviewers). */
export async function listReviewers(): Promise<Reviewer[]> {
  const { data, error } = await supabase.rpc('admin_reviewers')
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    roles: row.roles ?? [],
    invitationId: row.invitation_id,
    invitationExpiresAt: row.invitation_expires_at,
    invitedAt: row.invited_at,
    accepted: row.accepted,
    lastSignInAt: row.last_sign_in_at,
    twoFactor: row.two_factor,
    isSelf: row.is_self,
  }))
}

export type InvitationOutcome = 'invited' | 'granted'

export interface Invitation {
  email: string
  role: TeamRole
  /** How replies and notes will name them; they can set it themselves when left out. */
  displayName?: string
  /** The set-password page the e-mail's link returns to. */
  redirectTo: string
}

/**
 * Invites a person by e-mail with a role, through the manage-reviewers edge function (the e-mail
 * needs the service role); inviting the same address again resends the invitation (the earlier
 * link stops working). 'granted': the address already had an account and holds the role now.
 */
export async function inviteReviewer({
  email,
  role,
  displayName,
  redirectTo,
}: Invitation): Promise<InvitationOutcome> {
  const { data, error } = await supabase.functions.invoke<{ status: InvitationOutcome }>(
    'manage-reviewers',
    { body: { action: 'invite', email, role, displayName, redirectTo } },
  )
  if (error || !data) {
    let message = 'The invitation could not be sent. Please try again.'
    const context = (error as { context?: unknown } | null)?.context
    if (context instanceof Response) {
      const body = (await context.json().catch(() => null)) as { error?: string } | null
      if (body?.error) message = body.error
    }
    throw toAdminApiError({ message })
  }
  return data.status
}

/** Revokes the reviewer's role and ends every session of theirs at once. */
export async function removeReviewer(userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_remove_reviewer', { _user_id: userId })
  if (error) throw toAdminApiError(error)
}

/** Deletes another reviewer's two-factor factors; they enrol again at their next sign-in. */
export async function resetReviewerFactors(userId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_reset_reviewer_factors', { _user_id: userId })
  if (error) throw toAdminApiError(error)
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function withdrawInvitation(invitationId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_withdraw_invitation', {
    _invitation_id: invitationId,
  })
  if (error) throw toAdminApiError(error)
}

/** Sets a member's roles (at least one); the database keeps the last administrator. */
export async function setMemberRoles(userId: string, roles: TeamRole[]): Promise<TeamRole[]> {
  const { data, error } = await supabase.rpc('admin_set_member_roles', {
    _user_id: userId,
    _roles: roles,
  })
  if (error) throw toAdminApiError(error)
  return data ?? []
}
