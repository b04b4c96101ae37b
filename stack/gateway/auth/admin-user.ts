import { randomBytes, randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type pg from 'pg'

type Queryable = Pick<pg.Pool | pg.Client, 'query'>

export const LOCAL_ADMIN_EMAIL = 'admin@idaho-ai-alliance.local'

export function generatePassword(): string {
  // 18 random bytes → 24 URL-safe characters: strong, and easy to copy from a terminal.
  return randomBytes(18).toString('base64url')
}

/**
 * Creates a confirmed e-mail user, or sets the password of the existing one, as GoTrue's admin API
 * would. Returns the user's id.
 */
export async function upsertPasswordUser(
  db: Queryable,
  email: string,
  password: string,
): Promise<string> {
  const hash = await bcrypt.hash(password, 10)
  const normalized = email.trim().toLowerCase()
  const { rows: existing } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = $1',
    [normalized],
  )
  if (existing[0]) {
    await db.query(
      `update auth.users set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [existing[0].id, hash],
    )
    return existing[0].id
  }
  const id = randomUUID()
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, now(), $4, $5)`,
    [
      id,
      normalized,
      hash,
      { provider: 'email', providers: ['email'] },
      { email: normalized, email_verified: true, phone_verified: false, sub: id },
    ],
  )
  return id
}

export async function userExists(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from auth.users where lower(email) = lower($1)', [
    email.trim(),
  ])
  return Boolean(rowCount)
}

export type GrantResult = 'granted' | 'already-admin' | 'no-such-user' | 'no-user-roles-table'

/** Inserts the admin role for the user with this e-mail, the way `npm run admin:grant` does. */
export async function grantAdmin(db: Queryable, email: string): Promise<GrantResult> {
  const { rows: table } = await db.query<{ exists: boolean }>(
    "select to_regclass('public.user_roles') is not null as exists",
  )
  if (!table[0]?.exists) return 'no-user-roles-table'
  const { rows: users } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email.trim()],
  )
  const user = users[0]
  if (!user) return 'no-such-user'
  const { rowCount } = await db.query(
    "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing",
    [user.id],
  )
  return rowCount ? 'granted' : 'already-admin'
}
