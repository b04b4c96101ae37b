import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type pg from 'pg'
import { generateTotpSecret } from './totp'

type Queryable = Pick<pg.Pool | pg.Client, 'query'>

/**
 * Gives the user a verified TOTP factor with `secret` (replacing their factors), as if they had
 * enrolled an authenticator app and confirmed it with a code. For the local admin and test set-ups.
 */
export async function enrolVerifiedTotpFactor(
  db: Queryable,
  userId: string,
  secret: string,
  friendlyName = 'Authenticator app',
): Promise<string> {
  const id = randomUUID()
  await db.query('delete from auth.mfa_factors where user_id = $1', [userId])
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, $3, 'totp', 'verified', $4)`,
    [id, userId, friendlyName, secret],
  )
  return id
}

/**
 * The local admin's authenticator: the secret kept in `secretFile` (created on first start) and a
 * verified factor with it in the database. Returns the base32 secret, which `npm start` prints.
 */
export async function ensureAdminTotpFactor(
  db: Queryable,
  email: string,
  secretFile: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email],
  )
  const userId = rows[0]?.id
  if (!userId) return undefined
  const known = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : ''
  const secret = known || generateTotpSecret()
  if (!known) writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 })
  const { rows: factors } = await db.query<{ secret: string }>(
    `select secret from auth.mfa_factors where user_id = $1 and status = 'verified'`,
    [userId],
  )
  if (!factors.some((factor) => factor.secret === secret)) {
    await enrolVerifiedTotpFactor(db, userId, secret)
  }
  return secret
}
