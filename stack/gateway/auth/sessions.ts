/** Sessions, refresh tokens and access tokens, as GoTrue's models and token issuing do. */
import { randomBytes, randomUUID } from 'node:crypto'
import { inTransaction } from '../../db/in-transaction'
import { signJwt } from '../jwt'
import type { AuthContext } from './context'
import { fullUserJson, USER_COLUMNS, type UserRow } from './users'

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url')
}

async function sessionClaims(auth: AuthContext, sessionId: string) {
  const { rows } = await auth.pool.query<{ aal: string; method: string | null; at: Date | null }>(
    `select s.aal, c.authentication_method as method, c.created_at as at
     from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
     where s.id = $1 order by c.created_at desc nulls last`,
    [sessionId],
  )
  const aal = rows[0]?.aal ?? 'aal1'
  const amr = rows
    .filter((row) => row.method && row.at)
    .map((row) => ({ method: row.method!, timestamp: Math.floor(row.at!.getTime() / 1000) }))
  return { aal, amr }
}

async function accessToken(auth: AuthContext, user: UserRow, sessionId: string) {
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + auth.config.jwtExpiry
  const { aal, amr } = await sessionClaims(auth, sessionId)
  const token = await signJwt(
    {
      iss: auth.issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    auth.jwtSecret,
  )
  return { token, exp }
}

export async function sessionJson(
  auth: AuthContext,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const { token, exp } = await accessToken(auth, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: auth.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await fullUserJson(auth, user),
  }
}

/** A new aal1 session with its first refresh token, as GoTrue creates on every sign-in. */
export async function startSession(auth: AuthContext, user: UserRow, method: string) {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  const signedIn = await inTransaction(auth.pool, async (client) => {
    await client.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')`, [
      sessionId,
      user.id,
    ])
    await client.query(
      `insert into auth.mfa_amr_claims (id, session_id, authentication_method) values ($1, $2, $3)`,
      [randomUUID(), sessionId, method],
    )
    await client.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refreshToken, user.id, sessionId],
    )
    const { rows } = await client.query<UserRow>(
      `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [user.id],
    )
    return rows[0] ?? user
  })
  return sessionJson(auth, signedIn, sessionId, refreshToken)
}
