/**
 * manage-reviewers' lockout actions: which members' sign-in is locked after repeated failures, and
 * lifting such a lock. The lock is the auth service's (stack/gateway/auth/lockouts.ts), read and
 * lifted through its admin API with the service key, which a browser never holds; the caller's own
 * token decides first, in the database, whether they may see or lift it (an administrator in a
 * trusted session): public.admin_reviewers to read, public.admin_lift_lockout to lift (which also
 * writes the audit entry).
 *
 * Hosted GoTrue keeps no such lock and has no /admin/users/<id>/lockout: there the list answers
 * { "supported": false } and lifting answers 501, and the desk shows neither. What hosted offers
 * instead (GoTrue's ban_duration, the auth hooks) is in docs/roles.md.
 *
 *   POST { "action": "lockouts" }
 *     200 { "supported": true, "lockouts": [{ "userId", "lockedUntil", "locks": ["password" | factor id] }] }
 *     200 { "supported": false, "lockouts": [] }   the auth service keeps no lockouts (hosted)
 *   POST { "action": "lift-lockout", "userId": "<uuid>" }
 *     200 { "status": "lifted", "lifted": [...] } · 404 not a member · 501 hosted (no lockouts)
 *   401 not signed in · 403 not an administrator in a trusted session
 */
import { corsHeaders } from '../_shared/cors.ts'
import { keyHeaders } from '../_shared/service-access.ts'
import type { ManageReviewersEnv } from './env.ts'
import { askAdminReviewers } from './admin-reviewers.ts'

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface LockoutState {
  password_locked_until: string | null
  factors: { id: string; locked_until: string | null }[]
}

export interface MemberLockout {
  userId: string
  /** When the last of the member's locks ends. */
  lockedUntil: string
  /** "password" and/or the ids of the locked factors. */
  locks: string[]
}

const REFUSED = { error: 'Only an administrator can see or lift a lockout' }
export const UNSUPPORTED =
  'This project’s auth service keeps no sign-in lockouts of its own, so there is none to lift.'

export function lockoutActions(env: ManageReviewersEnv, send: typeof fetch) {
  /** The auth service's lock state for one user; 'unsupported' where it has no such endpoint. */
  async function stateOf(userId: string): Promise<LockoutState | 'unsupported' | 'missing'> {
    const response = await send(`${env.SUPABASE_URL}/auth/v1/admin/users/${userId}/lockout`, {
      headers: keyHeaders(env.serviceKey),
    })
    if (response.ok) return (await response.json()) as LockoutState
    const problem = (await response.json().catch(() => ({}))) as { error_code?: string }
    if (problem.error_code === 'user_not_found') return 'missing'
    if (response.status === 404 || response.status === 405) return 'unsupported'
    throw new Error(`the auth service answered ${response.status}`)
  }

  function locksOf(state: LockoutState): { locks: string[]; until: string | null } {
    const locks: string[] = []
    let until: string | null = null
    const note = (what: string, time: string | null) => {
      if (!time) return
      locks.push(what)
      if (!until || time > until) until = time
    }
    note('password', state.password_locked_until)
    for (const factor of state.factors) note(factor.id, factor.locked_until)
    return { locks, until }
  }

  async function list(authorization: string): Promise<Response> {
    const members = await askAdminReviewers(env, send, authorization)
    if (members.status === 401 || members.status === 403) {
      await members.body?.cancel()
      return json(403, REFUSED)
    }
    if (!members.ok) {
      await members.body?.cancel()
      return json(502, { error: `The database answered ${members.status}` })
    }
    const rows = (await members.json()) as { user_id: string }[]
    const lockouts: MemberLockout[] = []
    for (const row of rows) {
      const state = await stateOf(row.user_id)
      if (state === 'unsupported') return json(200, { supported: false, lockouts: [] })
      if (state === 'missing') continue
      const { locks, until } = locksOf(state)
      if (until) lockouts.push({ userId: row.user_id, lockedUntil: until, locks })
    }
    return json(200, { supported: true, lockouts })
  }

  async function lift(authorization: string, userId: unknown): Promise<Response> {
    if (typeof userId !== 'string' || !UUID.test(userId)) {
      return json(400, { error: 'userId must be a member’s id', field: 'userId' })
    }
    const state = await stateOf(userId)
    const locks = typeof state === 'object' ? locksOf(state).locks : []
    // The database decides, with the caller's own token, and writes the audit entry.
    const allowed = await send(`${env.SUPABASE_URL}/rest/v1/rpc/admin_lift_lockout`, {
      method: 'POST',
      headers: {
        apikey: env.publicKey,
        Authorization: authorization,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ _user_id: userId, _locks: locks }),
    })
    if (!allowed.ok) {
      const problem = (await allowed.json().catch(() => ({}))) as { message?: string }
      if (allowed.status === 401 || allowed.status === 403) return json(403, REFUSED)
      if (allowed.status === 404) {
        return json(404, { error: problem.message ?? 'That team member was not found.' })
      }
      return json(502, { error: problem.message ?? `The database answered ${allowed.status}` })
    }
    await allowed.body?.cancel()
    if (state === 'unsupported') return json(501, { error: UNSUPPORTED })
    const lifted = await send(`${env.SUPABASE_URL}/auth/v1/admin/users/${userId}/lockout`, {
      method: 'DELETE',
      headers: keyHeaders(env.serviceKey),
    })
    if (!lifted.ok) {
      await lifted.body?.cancel()
      console.error(`manage-reviewers: lifting a lockout answered ${lifted.status}`)
      return json(502, { error: 'The lockout could not be lifted. Please try again.' })
    }
    const body = (await lifted.json()) as { lifted?: string[] }
    return json(200, { status: 'lifted', lifted: body.lifted ?? [] })
  }

  return { list, lift }
}
