/** The user and factor rows, their JSON shapes (wire contract §6) and the queries that load them. */
import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { AuthContext } from './context'
import { AuthError } from './errors'

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmed_at: Date | null
  confirmation_sent_at: Date | null
  confirmation_token: string | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  invited_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  phone: string | null
  banned_until: Date | null
  created_at: Date
  updated_at: Date
  is_anonymous: boolean
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string
  created_at: Date
  updated_at: Date
  last_challenged_at: Date | null
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, confirmation_token, recovery_token, recovery_sent_at, invited_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, phone, banned_until, created_at,
  updated_at, is_anonymous`

export const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at, last_challenged_at'

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined)

function identityData(user: UserRow) {
  return {
    ...(user.raw_user_meta_data ?? {}),
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  }
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  }
}

/** The user object GoTrue returns (wire contract §6); `factors` only when there are some. */
export function userJson(user: UserRow, factors: FactorRow[] = []) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData(user),
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    ...(factors.length ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  }
}

export async function findUserByEmail(
  auth: AuthContext,
  email: string,
): Promise<UserRow | undefined> {
  const { rows } = await auth.pool.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
    [email],
  )
  return rows[0]
}

export async function findUserById(auth: AuthContext, id: string): Promise<UserRow | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined
  const { rows } = await auth.pool.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  )
  return rows[0]
}

export async function factorsOf(auth: AuthContext, userId: string): Promise<FactorRow[]> {
  const { rows } = await auth.pool.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

export async function fullUserJson(auth: AuthContext, user: UserRow) {
  return userJson(user, await factorsOf(auth, user.id))
}

/**
 * How a new account's `user_metadata` starts, as GoTrue writes it (supabase/auth@bc32168e):
 * - `signup`: the e-mail identity's data with the request's `data` filling in other keys
 *   (internal/api/signup.go, then models/user.go RemoveUnconfirmedIdentities sets user_metadata to
 *   the identity data), so `sub`, `email`, `email_verified` and `phone_verified` are in it;
 * - `given`: the request's metadata alone (internal/api/admin.go adminUserCreate and invite.go
 *   create the user with params' metadata; the identity keeps `sub` and `email`), plus
 *   `email_verified: true` once the address is confirmed (models/user.go Confirm()).
 */
export type MetadataStart = 'signup' | 'given'

export async function insertUser(
  auth: AuthContext,
  email: string,
  password: string | null,
  metadata: Record<string, unknown>,
  confirmed: boolean,
  appMetadata: Record<string, unknown> = {},
  start: MetadataStart = 'given',
): Promise<UserRow> {
  const hash = password === null ? null : await bcrypt.hash(password, auth.config.bcryptCost)
  const id = randomUUID()
  const userMetadata =
    start === 'signup'
      ? { ...metadata, email, email_verified: confirmed, phone_verified: false, sub: id }
      : { ...metadata, ...(confirmed ? { email_verified: true } : {}) }
  try {
    const { rows } = await auth.pool.query<UserRow>(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, $3, case when $6 then now() end, $4, $5)
       returning ${USER_COLUMNS}`,
      [
        id,
        email,
        hash,
        { provider: 'email', providers: ['email'], ...appMetadata },
        userMetadata,
        confirmed,
      ],
    )
    return rows[0]!
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    throw error
  }
}
