import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

export interface Reviewer {
  userId: string
  email: string
  invitedAt: string | null
  /** Has set a password (an invited reviewer has not, until they follow the e-mail's link). */
  accepted: boolean
  lastSignInAt: string | null
  twoFactor: boolean
  isSelf: boolean
}

/** Every reviewer (admin), with last sign-in and whether two-factor is on (public.admin_reviewers). */
export async function listReviewers(): Promise<Reviewer[]> {
  const { data, error } = await supabase.rpc('admin_reviewers')
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    userId: row.user_id,
    email: row.email,
    invitedAt: row.invited_at,
    accepted: row.accepted,
    lastSignInAt: row.last_sign_in_at,
    twoFactor: row.two_factor,
    isSelf: row.is_self,
  }))
}

export type InvitationOutcome = 'invited' | 'granted'

/**
 * Invites a reviewer by e-mail through the manage-reviewers edge function (the e-mail needs the
 * service role); the link returns to `redirectTo`. 'granted': the address already had an account.
 */
export async function inviteReviewer(
  email: string,
  redirectTo: string,
): Promise<InvitationOutcome> {
  const { data, error } = await supabase.functions.invoke<{ status: InvitationOutcome }>(
    'manage-reviewers',
    { body: { action: 'invite', email, redirectTo } },
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
