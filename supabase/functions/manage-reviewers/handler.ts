/**
 * manage-reviewers: the reviewer management that needs the service role, which a browser never
 * holds. Today that is sending an invitation (the Auth admin API's /invite); listing, removing
 * and resetting reviewers are database functions the desk calls with the reviewer's own token.
 *
 * verify_jwt is off (supabase/config.toml) and the caller is checked here, in two steps, because
 * the platform's check cannot be relied on: once a project signs its tokens with asymmetric JWT
 * signing keys, verify_jwt refuses them before the function runs. First the caller's token must
 * be a live session's (Auth's GET /user, which verifies it however it was signed and refuses a
 * signed-out session); then the database, asked with that same token to record the invitation
 * (public.admin_invite_reviewer), decides whether the caller is an admin in a trusted session
 * (aal2 when required). Only when both agree is the e-mail sent. The admin check is therefore the
 * desk's own (has_role in the database), not a second copy of it here.
 *
 *   POST { "action": "check" }   the launch check's probe: 200 { "status": "ready" }, changes nothing
 *   POST { "action": "invite", "email": "...", "role": one of public.app_role (_shared/schemas/team-roles.ts),
 *          "displayName": "optional", "redirectTo": "https://site/auth/reset-password?invited=1" }
 *   (the desk sends its set-password page: an invited account has no password until it sets one).
 *   Inviting an address whose invitation is still open sends a new one (the old link stops
 *   working). Auth hands the e-mail to the project's Send Email hook (send-auth-email), which
 *   words it from the open invitation (role, inviter, name); the metadata below travels too.
 *   200 { "status": "invited" }   an invitation e-mail was sent; the account it creates is a reviewer
 *   200 { "status": "granted" }   the address already had a confirmed account; it is a reviewer now
 *   (an unconfirmed account with the address gets the e-mail too, and the role only once the
 *   address is confirmed: public.admin_invite_reviewer)
 *   400 invalid input · 401 not signed in · 403 not an admin in a trusted session
 *   502 the e-mail could not be sent
 *   POST { "action": "routing" }: the default notification recipients (NOTIFY_TO): routing.ts
 */
import { liveSession as askAuthForSession } from '../_shared/caller-session.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { keyHeaders } from '../_shared/service-access.ts'
import { isTeamRole, TEAM_ROLE_NAMES, TEAM_ROLES } from '../_shared/schemas/team-roles.ts'
import { routing } from './routing.ts'
import { askAdminReviewers } from './admin-reviewers.ts'
import type { ManageReviewersEnv } from './env.ts'

export type { ManageReviewersEnv }

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function createHandler(env: ManageReviewersEnv, send: typeof fetch = fetch) {
  /** Whether the caller's token belongs to a live session, whichever key signed it. */
  function liveSession(authorization: string): Promise<boolean> {
    return askAuthForSession(env.SUPABASE_URL, env.publicKey, authorization, send)
  }

  /**
   * { "action": "check" }: the launch check's probe, made as the desk calls the function (with a
   * reviewer's token). It changes nothing: the caller's session, then the desk's admin check in
   * the database (the read-only admin_reviewers), and 200 { "status": "ready" } when both hold.
   */
  async function check(authorization: string): Promise<Response> {
    if (!(await liveSession(authorization))) {
      return json(401, { error: 'Sign in as an admin to manage reviewers' })
    }
    const listed = await askAdminReviewers(env, send, authorization)
    await listed.body?.cancel()
    if (listed.status === 401 || listed.status === 403) {
      return json(403, { error: 'You need admin privileges to manage reviewers' })
    }
    if (!listed.ok) return json(502, { error: `The database answered ${listed.status}` })
    return json(200, { status: 'ready' })
  }

  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
    if (req.method !== 'POST') return json(405, { error: 'Method not allowed' })

    const authorization = req.headers.get('authorization') ?? ''
    if (!/^Bearer\s+\S+$/i.test(authorization)) {
      return json(401, { error: 'Sign in as an admin to manage reviewers' })
    }

    let body: {
      action?: unknown
      email?: unknown
      redirectTo?: unknown
      role?: unknown
      displayName?: unknown
      userId?: unknown
    }
    try {
      body = await req.json()
    } catch {
      return json(400, { error: 'The request body must be JSON' })
    }
    if (body.action === 'check') return check(authorization)
    if (body.action === 'routing') {
      if (!(await liveSession(authorization))) {
        return json(401, { error: 'Sign in as an admin to see where notifications go' })
      }
      return routing(env, send, authorization)
    }
    if (body.action !== 'invite') return json(400, { error: 'Unknown action' })
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!EMAIL.test(email) || email.length > 254) {
      return json(400, { error: 'Enter a valid e-mail address', field: 'email' })
    }
    const role = body.role === undefined ? 'reviewer' : body.role
    if (typeof role !== 'string' || !isTeamRole(role)) {
      const names = TEAM_ROLE_NAMES.map((name) => TEAM_ROLES[name].label.toLowerCase())
      return json(400, { error: `Choose a role: ${names.join(', ')}`, field: 'role' })
    }
    const displayName =
      typeof body.displayName === 'string' && body.displayName.trim() !== ''
        ? body.displayName.trim()
        : null
    if (displayName !== null && displayName.length > 80) {
      return json(400, { error: 'Enter a name of 1 to 80 characters', field: 'displayName' })
    }
    const redirectTo = typeof body.redirectTo === 'string' ? body.redirectTo : undefined
    if (redirectTo !== undefined && !/^https?:\/\//.test(redirectTo)) {
      return json(400, { error: 'redirectTo must be an http(s) URL' })
    }

    if (!(await liveSession(authorization))) {
      return json(401, { error: 'Sign in as an admin to manage reviewers' })
    }

    // The database decides whether the caller may invite, with the caller's own token.
    const recorded = await send(`${env.SUPABASE_URL}/rest/v1/rpc/admin_invite_reviewer`, {
      method: 'POST',
      headers: {
        apikey: env.publicKey,
        Authorization: authorization,
        'Content-Type': 'application/json',
        Accept: 'application/vnd.pgrst.object+json',
      },
      body: JSON.stringify({ _email: email, _role: role, _display_name: displayName }),
    })
    if (recorded.status === 401 || recorded.status === 403) {
      return json(403, { error: 'You need admin privileges to manage reviewers' })
    }
    if (!recorded.ok) {
      const problem = (await recorded.json().catch(() => ({}))) as { message?: string }
      return json(recorded.status >= 500 ? 502 : 400, {
        error: problem.message ?? 'The invitation could not be recorded',
      })
    }
    // existing_user_id: the address's account is confirmed, so it holds the role now. Otherwise the
    // invitation waits for the address to be confirmed, by the link sent below (Auth's /invite
    // also re-sends to an existing, unconfirmed account; whoever registered it first without
    // confirming gets nothing).
    const invitation = (await recorded.json()) as {
      existing_user_id: string | null
      inviter_name: string | null
    }
    if (invitation.existing_user_id) return json(200, { status: 'granted' })

    const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''
    const invited = await send(`${env.SUPABASE_URL}/auth/v1/invite${query}`, {
      method: 'POST',
      headers: { ...keyHeaders(env.serviceKey), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        data: {
          inviter_name: invitation.inviter_name,
          role_label: TEAM_ROLES[role].label,
          role_description: TEAM_ROLES[role].summary,
          ...(displayName ? { display_name: displayName } : {}),
        },
      }),
    })
    if (!invited.ok) {
      console.error(`manage-reviewers: /invite answered ${invited.status}`)
      return json(502, { error: 'The invitation e-mail could not be sent. Please try again.' })
    }
    return json(200, { status: 'invited' })
  }
}
