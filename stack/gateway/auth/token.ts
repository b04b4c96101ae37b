/**
 * POST /token: the password and refresh-token grants (GoTrue's token.go). Every grant draws on one
 * per-address limiter, `limiterOpts.Token` (token_refresh), as GoTrue's `Token` handler applies
 * it before choosing the grant (supabase/auth@bc32168e internal/api/token.go:44-65).
 */
import type { IncomingMessage } from 'node:http'
import bcrypt from 'bcryptjs'
import { limitByAddress, type AuthContext } from './context'
import { AuthError, invalidCredentials } from './errors'
import { newRefreshToken, sessionJson, startSession } from './sessions'
import { findUserByEmail, findUserById } from './users'

export async function passwordGrant(
  auth: AuthContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
) {
  limitByAddress(auth.limiters.token, req)
  const { email, password } = body
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'missing email or phone')
  }
  if (typeof password !== 'string') throw invalidCredentials()
  const user = await findUserByEmail(auth, email.trim())
  // An unknown address or an account without a password is refused at once, with no hash
  // compared in its place, as GoTrue does (supabase/auth@bc32168e internal/api/token.go:110-118).
  if (!user || !user.encrypted_password) throw invalidCredentials()
  const matches = await bcrypt.compare(password, user.encrypted_password)
  // No per-account count or lock: GoTrue has none (supabase/auth@bc32168 internal/api/token.go
  // ResourceOwnerPasswordGrant), and the Password Verification Attempt hook that could add one is
  // a Teams/Enterprise feature. The per-address token limit above (token_refresh: 150 per 5
  // minutes, burst 30, shared with refreshes) is what a guesser meets.
  if (!matches) throw invalidCredentials()
  if (!user.email_confirmed_at)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  if (user.banned_until && user.banned_until > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned')
  }
  return startSession(auth, user, 'password')
}

export async function refreshGrant(
  auth: AuthContext,
  req: IncomingMessage,
  body: Record<string, unknown>,
) {
  const { pool } = auth
  limitByAddress(auth.limiters.token, req)
  const token = body.refresh_token
  if (typeof token !== 'string' || token === '') {
    throw new AuthError(400, 'validation_failed', 'refresh_token required')
  }
  // Revoking in the same statement that finds the token makes rotation race-free. A token whose
  // session was deleted (sign-out, removal) is gone with it (on delete cascade).
  const { rows } = await pool.query<{ user_id: string; session_id: string }>(
    `update auth.refresh_tokens t set revoked = true, updated_at = now()
     from auth.sessions s
     where t.token = $1 and t.revoked = false and s.id = t.session_id
       and (s.not_after is null or s.not_after > now())
     returning t.user_id, t.session_id`,
    [token],
  )
  const found = rows[0]
  if (!found) {
    const { rows: used } = await pool.query<{ session_id: string | null }>(
      'select session_id from auth.refresh_tokens where token = $1 and revoked',
      [token],
    )
    const reused = used[0]
    if (reused?.session_id) {
      // A rotated token used again means it may have leaked: revoke the whole family, as GoTrue does.
      await pool.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
        [reused.session_id],
      )
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    }
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
  }
  const user = await findUserById(auth, found.user_id)
  if (!user)
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
  if (user.banned_until && user.banned_until > new Date()) {
    throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
  }
  const next = newRefreshToken()
  await pool.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, user.id, found.session_id, token],
  )
  await pool.query('update auth.sessions set updated_at = now() where id = $1', [found.session_id])
  return sessionJson(auth, user, found.session_id, next)
}
