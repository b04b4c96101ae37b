/** GoTrue's requireAuthentication and requireAdmin (internal/api/auth.go). */
import type { IncomingMessage } from 'node:http'
import { bearerToken } from '../http'
import { verifyJwt } from '../jwt'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { findUserById, UUID_PATTERN } from './users'

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/** The verified claims of the bearer token, or GoTrue's 401/403 answers. */
async function bearerClaims(auth: AuthContext, req: IncomingMessage) {
  const token = bearerToken(req)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  const check = await verifyJwt(token, auth.jwtSecret)
  if (!check.ok) {
    const detail = check.reason === 'expired' ? 'token is expired' : check.message
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${detail}`,
    )
  }
  return check.claims
}

/** GoTrue's requireAuthentication + session check for /user, /logout and /factors. */
export async function requireUser(auth: AuthContext, req: IncomingMessage) {
  const claims = await bearerClaims(auth, req)
  const sub = claims.sub
  if (typeof sub !== 'string' || sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  if (!UUID_PATTERN.test(sub))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(auth, sub)
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  // GoTrue reads session_id as a UUID: anything else is a malformed token (403 bad_jwt), never a
  // database error. An empty or nil id means a token without a session (e.g. minted by a server).
  const claimed = claims.session_id
  if (claimed !== undefined && claimed !== null && typeof claimed !== 'string') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID')
  }
  const sessionId = claimed && claimed !== NIL_UUID ? claimed : undefined
  if (sessionId !== undefined && !UUID_PATTERN.test(sessionId)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID')
  }
  let aal = 'aal1'
  if (sessionId !== undefined) {
    const { rows } = await auth.pool.query<{ aal: string }>(
      'select aal from auth.sessions where id = $1 and user_id = $2',
      [sessionId, user.id],
    )
    if (!rows[0]) {
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    aal = rows[0].aal
  }
  return { user, sessionId, aal }
}

/** The admin API is for the service role only (GoTrue's requireAdmin). */
export async function requireAdmin(auth: AuthContext, req: IncomingMessage) {
  const claims = await bearerClaims(auth, req)
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
}
