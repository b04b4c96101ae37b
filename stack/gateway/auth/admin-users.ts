/** /admin/users: the service role's user management (GoTrue's admin.go). */
import bcrypt from 'bcryptjs'
import type { RequestContext } from '../types'
import type { AuthContext, Reply } from './context'
import { AuthError } from './errors'
import { objectOrNull } from './request-body'
import {
  FACTOR_COLUMNS,
  findUserByEmail,
  findUserById,
  fullUserJson,
  insertUser,
  USER_COLUMNS,
  userJson,
  type FactorRow,
  type UserRow,
} from './users'
import { checkEmail, checkPassword } from './validation'

/** Go's duration syntax as GoTrue's `ban_duration` takes it ("24h", "876000h", "none"). */
function banUntil(duration: unknown): Date | null | undefined {
  if (duration === undefined || duration === '') return undefined
  if (duration === 'none') return null
  if (typeof duration !== 'string') {
    throw new AuthError(400, 'validation_failed', 'invalid format for ban duration')
  }
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (!parts.length || parts.map((p) => p[0]).join('') !== duration) {
    throw new AuthError(400, 'validation_failed', 'invalid format for ban duration')
  }
  const unit: Record<string, number> = {
    ns: 1e-6,
    us: 1e-3,
    µs: 1e-3,
    ms: 1,
    s: 1e3,
    m: 6e4,
    h: 3.6e6,
  }
  const ms = parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u!]!, 0)
  return new Date(Date.now() + ms)
}

export async function adminUser(auth: AuthContext, id: string) {
  const user = await findUserById(auth, id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

/** Go's strconv.ParseUint as GoTrue's paginate uses it; page 0 reads as the first page. */
function paginationParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new AuthError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`,
    )
  }
  return Math.max(1, Number(value))
}

export async function adminListUsers(auth: AuthContext, ctx: RequestContext): Promise<Reply> {
  const { pool } = auth
  // GoTrue's paginate (internal/api/pagination.go): `page` and `per_page` are unsigned integers,
  // anything else (`page=-1`) is 400 "Bad Pagination Parameters"; the default order is newest
  // first (admin.go adminUsers: CreatedAt Descending).
  const page = paginationParam(ctx.search.get('page'), 1)
  const perPage = Math.min(1000, Math.max(1, paginationParam(ctx.search.get('per_page'), 50)))
  const { rows } = await pool.query<UserRow & { total: string }>(
    `select ${USER_COLUMNS}, count(*) over () as total from auth.users where deleted_at is null
     order by created_at desc, id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  )
  let total = Number(rows[0]?.total ?? 0)
  if (!rows.length) {
    const { rows: count } = await pool.query<{ n: string }>(
      'select count(*) as n from auth.users where deleted_at is null',
    )
    total = Number(count[0]?.n ?? 0)
  }
  const { rows: factorRows } = await pool.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = any($1) order by created_at`,
    [rows.map((row) => row.id)],
  )
  const users = rows.map((row) =>
    userJson(
      row,
      factorRows.filter((factor) => factor.user_id === row.id),
    ),
  )
  const links: string[] = []
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const link = (p: number, rel: string) =>
    `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`
  if (page < lastPage) links.push(link(page + 1, 'next'))
  links.push(link(lastPage, 'last'))
  return {
    status: 200,
    body: { users, aud: 'authenticated' },
    headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
  }
}

export async function adminCreateUser(auth: AuthContext, body: Record<string, unknown>) {
  const email = checkEmail(body.email)
  if (body.password !== undefined) checkPassword(auth, body.password)
  const metadata = objectOrNull(body.user_metadata) ?? objectOrNull(body.data) ?? {}
  if (await findUserByEmail(auth, email)) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  let user = await insertUser(
    auth,
    email,
    typeof body.password === 'string' ? body.password : null,
    metadata,
    body.email_confirm === true,
    objectOrNull(body.app_metadata) ?? {},
  )
  const until = banUntil(body.ban_duration)
  if (until !== undefined) {
    const { rows } = await auth.pool.query<UserRow>(
      `update auth.users set banned_until = $2 where id = $1 returning ${USER_COLUMNS}`,
      [user.id, until],
    )
    user = rows[0] ?? user
  }
  return fullUserJson(auth, user)
}

export async function adminUpdateUser(
  auth: AuthContext,
  id: string,
  body: Record<string, unknown>,
) {
  const user = await adminUser(auth, id)
  if (body.email !== undefined && body.email !== user.email) {
    throw new AuthError(
      501,
      'not_implemented',
      'Changing the e-mail address is not supported by the local stack',
    )
  }
  let hash: string | null = null
  if (body.password !== undefined) {
    checkPassword(auth, body.password)
    hash = await bcrypt.hash(body.password, auth.config.bcryptCost)
  }
  const userMetadata = objectOrNull(body.user_metadata)
  const appMetadata = objectOrNull(body.app_metadata)
  const until = banUntil(body.ban_duration)
  const { rows } = await auth.pool.query<UserRow>(
    `update auth.users set
       encrypted_password = coalesce($2, encrypted_password),
       raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
       raw_app_meta_data = raw_app_meta_data || coalesce($4::jsonb, '{}'::jsonb),
       email_confirmed_at = case when $5 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       banned_until = case when $6 then $7::timestamptz else banned_until end,
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [
      user.id,
      hash,
      userMetadata,
      appMetadata,
      body.email_confirm === true,
      until !== undefined,
      until ?? null,
    ],
  )
  // A ban ends every session at once, so no refresh token of theirs works any more and policies
  // that require a live session refuse their access tokens too.
  if (until) await auth.pool.query('delete from auth.sessions where user_id = $1', [user.id])
  return fullUserJson(auth, rows[0] ?? user)
}

export async function adminDeleteUser(
  auth: AuthContext,
  id: string,
  body: Record<string, unknown>,
) {
  const { pool } = auth
  const user = await adminUser(auth, id)
  if (body.should_soft_delete === true) {
    await pool.query('delete from auth.sessions where user_id = $1', [user.id])
    await pool.query('delete from auth.mfa_factors where user_id = $1', [user.id])
    await pool.query(
      `update auth.users set deleted_at = now(), email = null, encrypted_password = null,
         raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [user.id],
    )
  } else {
    await pool.query('delete from auth.users where id = $1', [user.id])
  }
  return {}
}
