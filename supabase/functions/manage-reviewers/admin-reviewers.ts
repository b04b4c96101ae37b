/**
 * The one question every action of this function asks the database first: may the caller's own
 * session list the team (`admin_reviewers`)? The database answers, so a refusal here is exactly
 * the refusal an administrator's own session would meet in the desk.
 */
import type { ManageReviewersEnv } from './env.ts'

export function askAdminReviewers(
  env: ManageReviewersEnv,
  send: typeof fetch,
  authorization: string,
): Promise<Response> {
  return send(`${env.SUPABASE_URL}/rest/v1/rpc/admin_reviewers`, {
    method: 'POST',
    headers: {
      apikey: env.publicKey,
      Authorization: authorization,
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
}
