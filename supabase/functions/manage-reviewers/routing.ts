/**
 * manage-reviewers' `routing` action: the project's default notification recipients, which live
 * in the NOTIFY_TO function secret (shared by every function of the project, on hosted as
 * locally) and so are out of the database's and the browser's reach. The desk's routing panel
 * shows them in words ("Notifications go to ops@… (the project default, set by the NOTIFY_TO
 * secret)") instead of naming the secret. Administrators only: the database decides with the
 * caller's own token (public.admin_reviewers), as for the `check` action.
 *
 *   POST { "action": "routing" }
 *     200 { "defaultRecipients": ["ops@…", …] }   (empty when the secret is not set)
 *   401 not signed in · 403 not an administrator in a trusted session
 */
import { corsHeaders } from '../_shared/cors.ts'
import type { ManageReviewersEnv } from './env.ts'
import { askAdminReviewers } from './admin-reviewers.ts'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

/** NOTIFY_TO's addresses: one, or a comma-separated list (as _shared/mail.ts reads it). */
export function notifyRecipients(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')
}

export async function routing(
  env: ManageReviewersEnv,
  send: typeof fetch,
  authorization: string,
): Promise<Response> {
  const allowed = await askAdminReviewers(env, send, authorization)
  await allowed.body?.cancel()
  if (allowed.status === 401 || allowed.status === 403) {
    return json(403, { error: 'Only an administrator can see where notifications go' })
  }
  if (!allowed.ok) return json(502, { error: `The database answered ${allowed.status}` })
  return json(200, { defaultRecipients: notifyRecipients(env.notifyTo) })
}
