import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import bcrypt from 'bcryptjs'
import type pg from 'pg'
import { sendEmpty, sendJson, bearerToken } from '../http'
import { signJwt, verifyJwt } from '../jwt'
import type { RequestContext, ServiceHandler } from '../types'
import {
  API_VERSION,
  AuthError,
  invalidCredentials,
  sendAuthError,
  wantsDatedFormat,
} from './errors'

export interface AuthOptions {
  /** A pool with rights on the auth schema (the superuser locally, as GoTrue's supabase_auth_admin). */
  pool: pg.Pool
  jwtSecret: string
  /** `<api url>/auth/v1`, the `iss` claim of access tokens. */
  issuer: string
  /** Seconds; `[auth] jwt_expiry` in config.toml, 3600 by default. */
  jwtExpiry?: number
  minimumPasswordLength?: number
  /** `[auth] enable_signup` in config.toml. */
  enableSignup?: boolean
  /** bcrypt cost; GoTrue uses Go's default of 10. */
  bcryptCost?: number
}

interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmed_at: Date | null
  confirmation_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  phone: string | null
  banned_until: Date | null
  created_at: Date
  updated_at: Date
  is_anonymous: boolean
}

/** The email shape GoTrue accepts (its `emailRegex`), plus a length cap. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, phone, banned_until,
  created_at, updated_at, is_anonymous`

/** Compared against when the e-mail is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10)

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined)

function identityData(user: UserRow) {
  return {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  }
}

/** The user object GoTrue returns (wire contract §6). */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
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
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}

function parseJsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Record<string, unknown>
}

/**
 * The most user metadata a user may hold, as JSON. Metadata travels in every access token, and
 * sign-up accepted 500 KB, minting a token no proxy would pass on (header limits are ~8 KB). The
 * sign-up form stores a first and a last name; 4 KB leaves ample room for that and little else.
 */
export const MAX_USER_METADATA_BYTES = 4096

function checkMetadataSize(metadata: unknown): void {
  const size = Buffer.byteLength(JSON.stringify(metadata ?? {}))
  if (size > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `User metadata is too large: ${size} bytes of JSON, at most ${MAX_USER_METADATA_BYTES} are accepted`,
    )
  }
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url')
}

export function createAuthHandler(options: AuthOptions): ServiceHandler {
  const { pool, jwtSecret, issuer } = options
  const jwtExpiry = options.jwtExpiry ?? 3600
  const minimumPasswordLength = options.minimumPasswordLength ?? 6
  const bcryptCost = options.bcryptCost ?? 10
  const enableSignup = options.enableSignup ?? true

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
      [email],
    )
    return rows[0]
  }

  async function findUserById(id: string): Promise<UserRow | undefined> {
    const { rows } = await pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
      [id],
    )
    return rows[0]
  }

  async function accessToken(user: UserRow, sessionId: string, authenticatedAt: number) {
    const iat = Math.floor(Date.now() / 1000)
    const exp = iat + jwtExpiry
    const token = await signJwt(
      {
        iss: issuer,
        sub: user.id,
        aud: user.aud ?? 'authenticated',
        exp,
        iat,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data ?? {},
        user_metadata: user.raw_user_meta_data ?? {},
        role: user.role ?? 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: authenticatedAt }],
        session_id: sessionId,
        is_anonymous: user.is_anonymous,
      },
      jwtSecret,
    )
    return { token, exp }
  }

  async function sessionJson(
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    authenticatedAt: number,
  ) {
    const { token, exp } = await accessToken(user, sessionId, authenticatedAt)
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    }
  }

  /** A new session with its first refresh token, as GoTrue creates on sign-up and sign-in. */
  async function startSession(user: UserRow) {
    const sessionId = randomUUID()
    const refreshToken = newRefreshToken()
    const client = await pool.connect()
    let signedIn: UserRow = user
    try {
      await client.query('begin')
      await client.query('insert into auth.sessions (id, user_id) values ($1, $2)', [
        sessionId,
        user.id,
      ])
      await client.query(
        'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
        [refreshToken, user.id, sessionId],
      )
      const { rows } = await client.query<UserRow>(
        `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
        [user.id],
      )
      signedIn = rows[0] ?? user
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    return sessionJson(signedIn, sessionId, refreshToken, Math.floor(Date.now() / 1000))
  }

  function checkPassword(password: unknown): asserts password is string {
    if (typeof password !== 'string' || password.length === 0) {
      throw new AuthError(422, 'validation_failed', 'Signup requires a valid password')
    }
    if (password.length < minimumPasswordLength) {
      throw new AuthError(
        422,
        'weak_password',
        `Password should be at least ${minimumPasswordLength} characters.`,
        { weak_password: { reasons: ['length'] } },
      )
    }
    // bcrypt ignores everything after 72 bytes; refusing is better than silently truncating.
    if (Buffer.byteLength(password) > 72) {
      throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters')
    }
  }

  function checkEmail(email: unknown): string {
    if (typeof email !== 'string' || email.trim() === '') {
      throw new AuthError(400, 'validation_failed', 'To signup, please provide your email')
    }
    const trimmed = email.trim()
    if (trimmed.length > 255 || !EMAIL_PATTERN.test(trimmed)) {
      throw new AuthError(
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      )
    }
    return trimmed.toLowerCase()
  }

  async function signup(body: Record<string, unknown>) {
    if (!enableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const email = checkEmail(body.email)
    checkPassword(body.password)
    const data =
      body.data && typeof body.data === 'object' && !Array.isArray(body.data)
        ? (body.data as Record<string, unknown>)
        : {}
    // Before any lookup or hashing, so an oversized request costs next to nothing.
    checkMetadataSize(data)
    if (await findUserByEmail(email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    const hash = await bcrypt.hash(body.password, bcryptCost)
    const id = randomUUID()
    // Confirmations are off locally (as in `supabase start`), so the user is confirmed at once and
    // GoTrue merges the identity's data into user_metadata.
    const metadata = { ...data, email, email_verified: true, phone_verified: false, sub: id }
    let user: UserRow | undefined
    try {
      const { rows } = await pool.query<UserRow>(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3, now(), $4, $5)
         returning ${USER_COLUMNS}`,
        [id, email, hash, { provider: 'email', providers: ['email'] }, metadata],
      )
      user = rows[0]
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AuthError(422, 'user_already_exists', 'User already registered')
      }
      throw error
    }
    if (!user) throw new Error('insert into auth.users returned no row')
    return startSession(user)
  }

  async function passwordGrant(body: Record<string, unknown>) {
    const { email, password } = body
    if (typeof email !== 'string' || email.trim() === '') {
      throw new AuthError(400, 'validation_failed', 'missing email or phone')
    }
    if (typeof password !== 'string') throw invalidCredentials()
    const user = await findUserByEmail(email.trim())
    const matches = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH)
    if (!user || !user.encrypted_password || !matches) throw invalidCredentials()
    if (!user.email_confirmed_at)
      throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
    if (user.banned_until && user.banned_until > new Date()) {
      throw new AuthError(400, 'user_banned', 'User is banned')
    }
    return startSession(user)
  }

  async function refreshGrant(body: Record<string, unknown>) {
    const token = body.refresh_token
    if (typeof token !== 'string' || token === '') {
      throw new AuthError(400, 'validation_failed', 'refresh_token required')
    }
    // Revoking in the same statement that finds the token makes rotation race-free.
    const { rows } = await pool.query<{ user_id: string; session_id: string; created: Date }>(
      `update auth.refresh_tokens t set revoked = true, updated_at = now()
       from auth.sessions s
       where t.token = $1 and t.revoked = false and s.id = t.session_id
       returning t.user_id, t.session_id, s.created_at as created`,
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
        throw new AuthError(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        )
      }
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    }
    const user = await findUserById(found.user_id)
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
    await pool.query('update auth.sessions set updated_at = now() where id = $1', [
      found.session_id,
    ])
    return sessionJson(user, found.session_id, next, Math.floor(found.created.getTime() / 1000))
  }

  /** GoTrue's requireAuthentication + session check for /user and /logout. */
  async function requireUser(req: IncomingMessage) {
    const token = bearerToken(req)
    if (!token)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
    const check = await verifyJwt(token, jwtSecret)
    if (!check.ok) {
      const detail = check.reason === 'expired' ? 'token is expired' : check.message
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${detail}`,
      )
    }
    const sub = check.claims.sub
    if (typeof sub !== 'string' || sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    if (!/^[0-9a-f-]{36}$/i.test(sub))
      throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
    const user = await findUserById(sub)
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const sessionId = check.claims.session_id
    if (typeof sessionId === 'string' && sessionId !== '') {
      const { rowCount } = await pool.query(
        'select 1 from auth.sessions where id = $1 and user_id = $2',
        [sessionId, user.id],
      )
      if (!rowCount) {
        throw new AuthError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        )
      }
    }
    return { user, sessionId: typeof sessionId === 'string' ? sessionId : undefined }
  }

  async function logout(req: IncomingMessage, scope: string) {
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope + '"')
    }
    const { user, sessionId } = await requireUser(req)
    // Deleting the session cascades to its refresh tokens, so they can no longer be used.
    if (scope === 'global' || !sessionId) {
      await pool.query('delete from auth.sessions where user_id = $1', [user.id])
    } else if (scope === 'local') {
      await pool.query('delete from auth.sessions where id = $1', [sessionId])
    } else {
      await pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ])
    }
  }

  async function updateUser(req: IncomingMessage, body: Record<string, unknown>) {
    const { user } = await requireUser(req)
    if (body.email !== undefined && body.email !== user.email) {
      throw new AuthError(
        501,
        'not_implemented',
        'Changing the e-mail address is not supported by the local stack',
      )
    }
    let hash: string | null = null
    if (body.password !== undefined) {
      checkPassword(body.password)
      if (
        user.encrypted_password &&
        (await bcrypt.compare(body.password, user.encrypted_password))
      ) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      hash = await bcrypt.hash(body.password, bcryptCost)
    }
    const data =
      body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : null
    if (data) checkMetadataSize({ ...(user.raw_user_meta_data ?? {}), ...data })
    const { rows } = await pool.query<UserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
         updated_at = now()
       where id = $1 returning ${USER_COLUMNS}`,
      [user.id, hash, data],
    )
    return userJson(rows[0] ?? user)
  }

  function settings() {
    return {
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: !enableSignup,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }
  }

  async function route(
    req: IncomingMessage,
    ctx: RequestContext,
  ): Promise<{ status: number; body?: unknown }> {
    const path = ctx.path.replace(/\/+$/, '')
    const method = req.method ?? 'GET'
    const allow = (...methods: string[]) => {
      if (!methods.includes(method))
        throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`)
    }
    switch (path) {
      case 'health':
        allow('GET', 'HEAD')
        return {
          status: 200,
          body: {
            version: 'local',
            name: 'GoTrue',
            description: 'GoTrue is a user registration and authentication API',
          },
        }
      case 'settings':
        allow('GET', 'HEAD')
        return { status: 200, body: settings() }
      case 'signup':
        allow('POST')
        return { status: 200, body: await signup(parseJsonBody(ctx.body)) }
      case 'token': {
        allow('POST')
        const grant = ctx.search.get('grant_type')
        const body = parseJsonBody(ctx.body)
        if (grant === 'password') return { status: 200, body: await passwordGrant(body) }
        if (grant === 'refresh_token') return { status: 200, body: await refreshGrant(body) }
        throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type')
      }
      case 'user':
        if (method === 'PUT')
          return { status: 200, body: await updateUser(req, parseJsonBody(ctx.body)) }
        allow('GET')
        return { status: 200, body: userJson((await requireUser(req)).user) }
      case 'logout':
        allow('POST')
        await logout(req, ctx.search.get('scope') ?? 'global')
        return { status: 204 }
      case 'recover':
      case 'otp':
      case 'magiclink':
      case 'verify':
      case 'resend':
      case 'factors':
      case 'authorize':
      case 'callback':
      case 'invite':
        throw new AuthError(
          501,
          'not_implemented',
          `/auth/v1/${path} is not supported by the local stack (only sign-up, password sign-in, refresh, user and logout)`,
        )
      default:
        throw new AuthError(404, 'not_found', `Not found: /auth/v1/${path}`)
    }
  }

  return async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext) => {
    try {
      const { status, body } = await route(req, ctx)
      const headers: Record<string, string> = wantsDatedFormat(req)
        ? { 'X-Supabase-Api-Version': API_VERSION }
        : {}
      if (status === 204 || body === undefined) sendEmpty(res, status, headers)
      else sendJson(res, status, body, headers)
    } catch (error) {
      if (error instanceof AuthError) {
        sendAuthError(req, res, error)
        return
      }
      console.error('[auth] unexpected error:', error)
      sendAuthError(
        req,
        res,
        new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        ),
      )
    }
  }
}
