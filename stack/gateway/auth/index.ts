import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import bcrypt from 'bcryptjs'
import type pg from 'pg'
import { renderSVG } from 'uqr'
import { bearerToken, clientAddress, sendEmpty, sendJson } from '../http'
import { signJwt, verifyJwt } from '../jwt'
import type { RequestContext, ServiceHandler } from '../types'
import { HOSTED_RATE_LIMITS, type AuthSettings } from './auth-config'
import {
  API_VERSION,
  AuthError,
  invalidCredentials,
  sendAuthError,
  wantsDatedFormat,
} from './errors'
import type { SendAuthEmail } from './mailer'
import { WindowLimiter } from './rate-limit'
import { chooseRedirect } from './redirect'
import { generateTotpSecret, totpUri, verifyTotp } from './totp'

export interface AuthOptions {
  /** A pool with rights on the auth schema (supabase_auth_admin, as GoTrue connects). */
  pool: pg.Pool
  jwtSecret: string
  /** `<api url>/auth/v1`, the `iss` claim of access tokens and the base of e-mailed links. */
  issuer: string
  /** config.toml's `[auth]` settings (auth-config.ts); what is missing takes hosted's default. */
  settings?: Partial<AuthSettings>
  /** Seconds; `[auth] jwt_expiry` in config.toml, 3600 by default. */
  jwtExpiry?: number
  minimumPasswordLength?: number
  /** `[auth] enable_signup` in config.toml. */
  enableSignup?: boolean
  /** bcrypt cost; GoTrue uses Go's default of 10. */
  bcryptCost?: number
  /** How confirmation, recovery and invitation e-mails leave; without it, sending them fails. */
  sendEmail?: SendAuthEmail
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

interface FactorRow {
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

/** The email shape GoTrue accepts (its `emailRegex`), plus a length cap. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, confirmation_token, recovery_token, recovery_sent_at, invited_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, phone, banned_until, created_at,
  updated_at, is_anonymous`

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at, last_challenged_at'

/** Compared against when the e-mail is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10)

/** GoTrue's `limitRequestBody(1 << 20)`: no auth request needs more than 1 MB. */
export const MAX_AUTH_BODY_BYTES = 1 << 20
/** Deeper JSON than any auth request needs; refused before parsing, so nesting cannot exhaust a stack. */
export const MAX_AUTH_JSON_DEPTH = 64
/** GoTrue's `[auth.mfa] challenge_expiry_duration` default: a challenge is good for 5 minutes. */
const MFA_CHALLENGE_EXPIRY_SECONDS = 300
const RATE_WINDOW_MS = 5 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined)

function identityData(user: UserRow) {
  return {
    ...(user.raw_user_meta_data ?? {}),
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  }
}

function factorJson(factor: FactorRow) {
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

/** Throws before JSON.parse when brackets nest deeper than `limit` (strings are skipped). */
export function checkJsonDepth(text: string, limit = MAX_AUTH_JSON_DEPTH): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 92)
        i++ // backslash: skip the escaped character
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 || code === 91) {
      if (++depth > limit) {
        throw new AuthError(
          400,
          'bad_json',
          `Could not parse request body as JSON: nested deeper than ${limit} levels`,
        )
      }
    } else if (code === 125 || code === 93) depth--
  }
}

function parseJsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {}
  if (body.length > MAX_AUTH_BODY_BYTES) {
    throw new AuthError(413, 'request_too_large', 'Request body too large')
  }
  const text = body.toString('utf8')
  checkJsonDepth(text)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
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

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url')
}

/** GoTrue's `crypto.GenerateTokenHash`: what an e-mailed link carries and the database keeps. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

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

type Reply = { status: number; body?: unknown; headers?: Record<string, string> }

type VerifyType = 'signup' | 'email' | 'invite' | 'recovery' | 'magiclink'
const VERIFY_TYPES: readonly string[] = ['signup', 'email', 'invite', 'recovery', 'magiclink']

export function createAuthHandler(options: AuthOptions): ServiceHandler {
  const { pool, jwtSecret, issuer } = options
  const s = options.settings ?? {}
  const jwtExpiry = s.jwtExpiry ?? options.jwtExpiry ?? 3600
  const minimumPasswordLength = s.minimumPasswordLength ?? options.minimumPasswordLength ?? 6
  const bcryptCost = options.bcryptCost ?? 10
  const enableSignup = s.enableSignup ?? options.enableSignup ?? true
  const siteUrl = s.siteUrl ?? 'http://127.0.0.1:3000'
  const allowList = s.additionalRedirectUrls ?? []
  // Without a mailer (unit set-ups), confirmations stay off as they always were here.
  const confirmations = (s.enableConfirmations ?? true) && Boolean(options.sendEmail)
  const emailMaxFrequencyMs = s.emailMaxFrequencyMs ?? 60_000
  const otpExpirySeconds = s.otpExpirySeconds ?? 3600
  const maxFactors = s.mfaMaxEnrolledFactors ?? 10
  const totpEnroll = s.mfaTotpEnroll ?? true
  const totpVerify = s.mfaTotpVerify ?? true
  const limits = { ...HOSTED_RATE_LIMITS, ...(s.rateLimits ?? {}) }
  const limiters = {
    signInSignUps: new WindowLimiter(limits.signInSignUps, RATE_WINDOW_MS),
    tokenVerifications: new WindowLimiter(limits.tokenVerifications, RATE_WINDOW_MS),
    tokenRefresh: new WindowLimiter(limits.tokenRefresh, RATE_WINDOW_MS),
    // GoTrue counts e-mails for the whole service, not per address.
    emailSent: new WindowLimiter(limits.emailSent, HOUR_MS),
  }

  function limit(limiter: WindowLimiter, req: IncomingMessage) {
    if (!limiter.allow(clientAddress(req))) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
  }

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const { rows } = await pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`,
      [email],
    )
    return rows[0]
  }

  async function findUserById(id: string): Promise<UserRow | undefined> {
    if (!UUID_PATTERN.test(id)) return undefined
    const { rows } = await pool.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
      [id],
    )
    return rows[0]
  }

  async function factorsOf(userId: string): Promise<FactorRow[]> {
    const { rows } = await pool.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
      [userId],
    )
    return rows
  }

  async function fullUserJson(user: UserRow) {
    return userJson(user, await factorsOf(user.id))
  }

  async function sessionClaims(sessionId: string) {
    const { rows } = await pool.query<{ aal: string; method: string | null; at: Date | null }>(
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

  async function accessToken(user: UserRow, sessionId: string) {
    const iat = Math.floor(Date.now() / 1000)
    const exp = iat + jwtExpiry
    const { aal, amr } = await sessionClaims(sessionId)
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
        aal,
        amr,
        session_id: sessionId,
        is_anonymous: user.is_anonymous,
      },
      jwtSecret,
    )
    return { token, exp }
  }

  async function sessionJson(user: UserRow, sessionId: string, refreshToken: string) {
    const { token, exp } = await accessToken(user, sessionId)
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await fullUserJson(user),
    }
  }

  /** A new aal1 session with its first refresh token, as GoTrue creates on every sign-in. */
  async function startSession(user: UserRow, method: string) {
    const sessionId = randomUUID()
    const refreshToken = newRefreshToken()
    const client = await pool.connect()
    let signedIn: UserRow = user
    try {
      await client.query('begin')
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
      signedIn = rows[0] ?? user
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    return sessionJson(signedIn, sessionId, refreshToken)
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

  function tooSoon(sentAt: Date | null) {
    if (sentAt && sentAt.getTime() + emailMaxFrequencyMs > Date.now()) {
      const wait = Math.ceil((sentAt.getTime() + emailMaxFrequencyMs - Date.now()) / 1000)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      )
    }
  }

  function verifyLink(hash: string, type: VerifyType, redirectTo: string) {
    const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo })
    return `${issuer}/verify?${params.toString()}`
  }

  const EMAILS = {
    signup: {
      subject: 'Confirm Your Signup',
      heading: 'Confirm your signup',
      intro: 'Follow this link to confirm your user:',
      linkLabel: 'Confirm your mail',
    },
    invite: {
      subject: 'You have been invited',
      heading: 'You have been invited',
      intro: `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
      linkLabel: 'Accept the invite',
    },
    recovery: {
      subject: 'Reset Your Password',
      heading: 'Reset Password',
      intro: 'Follow this link to reset the password for your user:',
      linkLabel: 'Reset Password',
    },
    magiclink: {
      subject: 'Your Magic Link',
      heading: 'Magic Link',
      intro: 'Follow this link to login:',
      linkLabel: 'Log In',
    },
  } as const

  /**
   * Stores the token's hash on the user and e-mails the link, as GoTrue's send* functions do. The
   * service-wide `email_sent` limit applies; a failure to send surfaces as an error, never as
   * silence.
   */
  async function sendTokenEmail(
    user: UserRow,
    kind: 'signup' | 'invite' | 'recovery' | 'magiclink',
    redirectTo: string,
  ) {
    if (!options.sendEmail) {
      throw new AuthError(500, 'unexpected_failure', 'Error sending email: no mailer configured')
    }
    if (!limiters.emailSent.allow()) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
    }
    const email = user.email ?? ''
    const otp = newOtp()
    const hash = tokenHash(email, otp)
    const column =
      kind === 'recovery' || kind === 'magiclink'
        ? 'recovery_token = $2, recovery_sent_at = now()'
        : kind === 'invite'
          ? 'confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now())'
          : 'confirmation_token = $2, confirmation_sent_at = now()'
    const { rows } = await pool.query<UserRow>(
      `update auth.users set ${column}, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [user.id, hash],
    )
    try {
      await options.sendEmail({
        to: email,
        ...EMAILS[kind],
        link: verifyLink(hash, kind, redirectTo),
        otp,
        // A project template (config.toml [auth.email.template.*]) may use these, as on hosted.
        template: { kind, data: user.raw_user_meta_data ?? {}, redirectTo },
      })
    } catch (error) {
      console.error('[auth] sending mail failed:', error)
      const what = kind === 'recovery' ? 'recovery' : kind === 'invite' ? 'invite' : 'confirmation'
      throw new AuthError(500, 'unexpected_failure', `Error sending ${what} email`)
    }
    return rows[0] ?? user
  }

  function redirectFrom(ctx: RequestContext, body: Record<string, unknown>) {
    return chooseRedirect(ctx.search.get('redirect_to') ?? body.redirect_to, siteUrl, allowList)
  }

  /**
   * With confirmations on, GoTrue answers a sign-up for an address that already has a confirmed
   * account exactly as for a new one, with a made-up user, so the answer reveals nothing.
   */
  function obfuscatedUser(email: string, data: Record<string, unknown>) {
    const now = new Date().toISOString()
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: '',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    }
  }

  async function insertUser(
    email: string,
    password: string | null,
    metadata: Record<string, unknown>,
    confirmed: boolean,
    appMetadata: Record<string, unknown> = {},
  ): Promise<UserRow> {
    const hash = password === null ? null : await bcrypt.hash(password, bcryptCost)
    const id = randomUUID()
    try {
      const { rows } = await pool.query<UserRow>(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data)
         values ($1, 'authenticated', 'authenticated', $2, $3, case when $6 then now() end, $4, $5)
         returning ${USER_COLUMNS}`,
        [
          id,
          email,
          hash,
          { provider: 'email', providers: ['email'], ...appMetadata },
          { ...metadata, email, email_verified: confirmed, phone_verified: false, sub: id },
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

  async function signup(req: IncomingMessage, ctx: RequestContext) {
    if (!enableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    limit(limiters.signInSignUps, req)
    const body = parseJsonBody(ctx.body)
    const email = checkEmail(body.email)
    checkPassword(body.password)
    const data = objectOrNull(body.data) ?? {}
    // Before any lookup or hashing, so an oversized request costs next to nothing.
    checkMetadataSize(data)
    const existing = await findUserByEmail(email)
    if (existing?.email_confirmed_at) {
      if (!confirmations) throw new AuthError(422, 'user_already_exists', 'User already registered')
      return obfuscatedUser(email, data)
    }
    let user: UserRow
    if (existing) {
      // Unconfirmed: nothing about the account changes (its owner is not proven), the link is re-sent.
      user = existing
    } else {
      try {
        user = await insertUser(email, body.password, data, !confirmations)
      } catch (error) {
        if (error instanceof AuthError && error.code === 'email_exists') {
          throw new AuthError(422, 'user_already_exists', 'User already registered')
        }
        throw error
      }
    }
    if (!confirmations) return startSession(user, 'password')
    tooSoon(user.confirmation_sent_at)
    user = await sendTokenEmail(user, 'signup', redirectFrom(ctx, body))
    return userJson(user)
  }

  async function passwordGrant(req: IncomingMessage, body: Record<string, unknown>) {
    limit(limiters.signInSignUps, req)
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
    return startSession(user, 'password')
  }

  async function refreshGrant(req: IncomingMessage, body: Record<string, unknown>) {
    limit(limiters.tokenRefresh, req)
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
    return sessionJson(user, found.session_id, next)
  }

  /** The verified claims of the bearer token, or GoTrue's 401/403 answers. */
  async function bearerClaims(req: IncomingMessage) {
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
    return check.claims
  }

  /** GoTrue's requireAuthentication + session check for /user, /logout and /factors. */
  async function requireUser(req: IncomingMessage) {
    const claims = await bearerClaims(req)
    const sub = claims.sub
    if (typeof sub !== 'string' || sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    if (!UUID_PATTERN.test(sub))
      throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
    const user = await findUserById(sub)
    if (!user)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const sessionId = claims.session_id
    let aal = 'aal1'
    if (typeof sessionId === 'string' && sessionId !== '') {
      const { rows } = await pool.query<{ aal: string }>(
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
    return { user, sessionId: typeof sessionId === 'string' ? sessionId : undefined, aal }
  }

  /** The admin API is for the service role only (GoTrue's requireAdmin). */
  async function requireAdmin(req: IncomingMessage) {
    const claims = await bearerClaims(req)
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw new AuthError(403, 'not_admin', 'User not allowed')
    }
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
    const data = objectOrNull(body.data)
    if (data) checkMetadataSize({ ...(user.raw_user_meta_data ?? {}), ...data })
    const { rows } = await pool.query<UserRow>(
      `update auth.users set
         encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb),
         updated_at = now()
       where id = $1 returning ${USER_COLUMNS}`,
      [user.id, hash, data],
    )
    return fullUserJson(rows[0] ?? user)
  }

  async function recover(ctx: RequestContext) {
    const body = parseJsonBody(ctx.body)
    if (typeof body.email !== 'string' || body.email.trim() === '') {
      throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
    }
    const email = checkEmail(body.email)
    const user = await findUserByEmail(email)
    // The same answer whether or not the address has an account.
    if (!user) return {}
    tooSoon(user.recovery_sent_at)
    await sendTokenEmail(user, 'recovery', redirectFrom(ctx, body))
    return {}
  }

  /**
   * Uses a one-time token (from a link: its hash; typed: the six digits with the address) and
   * returns the user it belonged to, confirmed, with the token spent.
   */
  async function consumeToken(
    type: VerifyType,
    input: { tokenHash?: string; email?: string; otp?: string },
  ): Promise<UserRow> {
    const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
    let hash = input.tokenHash
    if (!hash && input.email && input.otp)
      hash = tokenHash(input.email.trim().toLowerCase(), input.otp)
    if (!hash) throw expired()
    const recoveryLike = type === 'recovery' || type === 'magiclink'
    const tokenColumn = recoveryLike ? 'recovery_token' : 'confirmation_token'
    const sentColumn = recoveryLike ? 'recovery_sent_at' : 'confirmation_sent_at'
    const { rows } = await pool.query<UserRow>(
      `update auth.users set ${tokenColumn} = '',
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
         updated_at = now()
       where ${tokenColumn} = $1 and ${tokenColumn} <> '' and deleted_at is null
         and ${sentColumn} > now() - make_interval(secs => $2)
       returning ${USER_COLUMNS}`,
      [hash, otpExpirySeconds],
    )
    const user = rows[0]
    if (!user) throw expired()
    if (type === 'invite' && !user.invited_at) throw expired()
    if (user.banned_until && user.banned_until > new Date()) {
      throw new AuthError(403, 'user_banned', 'User is banned')
    }
    return user
  }

  function fragment(values: Record<string, string | number>) {
    return new URLSearchParams(
      Object.entries(values).map(([key, value]) => [key, String(value)]),
    ).toString()
  }

  /** GET /verify: the link in an e-mail. Redirects with the session (implicit flow) or the error. */
  async function verifyByLink(req: IncomingMessage, ctx: RequestContext): Promise<Reply> {
    const type = ctx.search.get('type') ?? ''
    const redirectTo = chooseRedirect(ctx.search.get('redirect_to'), siteUrl, allowList)
    const fail = (code: string, description: string, error = 'access_denied'): Reply => ({
      status: 303,
      headers: {
        Location: `${redirectTo.split('#')[0]}#${fragment({ error, error_code: code, error_description: description })}`,
      },
    })
    try {
      limit(limiters.tokenVerifications, req)
    } catch (error) {
      if (error instanceof AuthError) return fail(error.code, error.message, 'too_many_requests')
      throw error
    }
    if (!VERIFY_TYPES.includes(type)) return fail('validation_failed', 'Unsupported verify type')
    let user: UserRow
    try {
      user = await consumeToken(type as VerifyType, { tokenHash: ctx.search.get('token') ?? '' })
    } catch (error) {
      if (error instanceof AuthError) return fail(error.code, error.message)
      throw error
    }
    const session = await startSession(user, type === 'signup' ? 'otp' : type)
    return {
      status: 303,
      headers: {
        Location: `${redirectTo.split('#')[0]}#${fragment({
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type,
        })}`,
      },
    }
  }

  /** POST /verify: supabase-js `verifyOtp` with `token_hash`, or the address and six digits. */
  async function verifyByPost(req: IncomingMessage, ctx: RequestContext) {
    limit(limiters.tokenVerifications, req)
    const body = parseJsonBody(ctx.body)
    const type = typeof body.type === 'string' ? body.type : ''
    if (type === 'email_change' || type === 'sms' || type === 'phone_change') {
      throw new AuthError(
        501,
        'not_implemented',
        `Verify type ${type} is not supported by the local stack`,
      )
    }
    if (!VERIFY_TYPES.includes(type)) {
      throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
    }
    const user = await consumeToken(type as VerifyType, {
      tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined,
      email: typeof body.email === 'string' ? body.email : undefined,
      otp: typeof body.token === 'string' ? body.token : undefined,
    })
    return startSession(user, type === 'signup' || type === 'email' ? 'otp' : type)
  }

  // --- MFA (TOTP) -------------------------------------------------------------------------------

  async function enrollFactor(req: IncomingMessage, ctx: RequestContext) {
    const { user, aal } = await requireUser(req)
    const body = parseJsonBody(ctx.body)
    if (body.factor_type !== 'totp') {
      if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
        throw new AuthError(
          422,
          `mfa_${body.factor_type}_enroll_not_enabled`,
          `MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
        )
      }
      throw new AuthError(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      )
    }
    if (!totpEnroll)
      throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : ''
    const factors = await factorsOf(user.id)
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    const verified = factors.filter((f) => f.status === 'verified')
    if (factors.length >= maxFactors) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    if (verified.length > 0 && aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    const issuerName =
      typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(siteUrl).hostname
    const secret = generateTotpSecret()
    const uri = totpUri(secret, issuerName, user.email ?? '')
    const id = randomUUID()
    await pool.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, $3, 'totp', 'unverified', $4)`,
      [id, user.id, friendlyName || null, secret],
    )
    // GoTrue sends the SVG itself; supabase-js prefixes it with `data:image/svg+xml;utf-8,`.
    const svg = renderSVG(uri, { ecc: 'H', border: 2 })
    return {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: svg, secret, uri },
    }
  }

  async function ownFactor(userId: string, factorId: string) {
    if (!UUID_PATTERN.test(factorId)) {
      throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
    }
    const { rows } = await pool.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
      [factorId, userId],
    )
    if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
    return rows[0]
  }

  async function challengeFactor(req: IncomingMessage, factorId: string) {
    const { user } = await requireUser(req)
    const factor = await ownFactor(user.id, factorId)
    const id = randomUUID()
    await pool.query(
      'insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3)',
      [id, factor.id, clientAddress(req) || null],
    )
    await pool.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ])
    return {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(Date.now() / 1000) + MFA_CHALLENGE_EXPIRY_SECONDS,
    }
  }

  async function verifyFactor(req: IncomingMessage, ctx: RequestContext, factorId: string) {
    limit(limiters.tokenVerifications, req)
    const { user, sessionId } = await requireUser(req)
    if (!sessionId) throw new AuthError(403, 'session_not_found', 'Session not found')
    const factor = await ownFactor(user.id, factorId)
    if (!totpVerify)
      throw new AuthError(
        422,
        'mfa_totp_verify_not_enabled',
        'MFA verification is disabled for TOTP',
      )
    const body = parseJsonBody(ctx.body)
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!UUID_PATTERN.test(challengeId)) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    const { rows } = await pool.query<{ created_at: Date; verified_at: Date | null }>(
      'select created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2',
      [challengeId, factor.id],
    )
    const challenge = rows[0]
    if (!challenge) {
      throw new AuthError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (
      challenge.verified_at ||
      challenge.created_at.getTime() + MFA_CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()
    ) {
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    if (!verifyTotp(factor.secret, code)) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    }
    const refreshToken = newRefreshToken()
    const client = await pool.connect()
    try {
      await client.query('begin')
      // Spending the challenge in the same statement that checks it stops a replay racing this one.
      const spent = await client.query(
        'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null',
        [challengeId],
      )
      if (!spent.rowCount) {
        throw new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      if (factor.status !== 'verified') {
        await client.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        )
        // A newly verified factor ends the person's other sessions, as GoTrue does: they were
        // opened without it.
        await client.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ])
      }
      await client.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      )
      await client.query(
        `insert into auth.mfa_amr_claims (id, session_id, authentication_method) values ($1, $2, 'totp')
         on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
        [randomUUID(), sessionId],
      )
      // The tokens handed out at aal1 are spent: the new pair carries aal2.
      await client.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [sessionId],
      )
      await client.query(
        'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
        [refreshToken, user.id, sessionId],
      )
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    return sessionJson(user, sessionId, refreshToken)
  }

  async function unenrollFactor(req: IncomingMessage, factorId: string) {
    const { user, aal } = await requireUser(req)
    const factor = await ownFactor(user.id, factorId)
    if (factor.status === 'verified' && aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await pool.query('delete from auth.mfa_factors where id = $1', [factor.id])
    return { id: factor.id }
  }

  // --- Admin API (service role) -----------------------------------------------------------------

  async function adminUser(id: string) {
    const user = await findUserById(id)
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
    return user
  }

  async function adminListUsers(ctx: RequestContext): Promise<Reply> {
    const page = Math.max(1, Number(ctx.search.get('page') ?? 1) || 1)
    const perPage = Math.min(1000, Math.max(1, Number(ctx.search.get('per_page') ?? 50) || 50))
    const { rows } = await pool.query<UserRow & { total: string }>(
      `select ${USER_COLUMNS}, count(*) over () as total from auth.users where deleted_at is null
       order by created_at, id limit $1 offset $2`,
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

  async function adminCreateUser(body: Record<string, unknown>) {
    const email = checkEmail(body.email)
    if (body.password !== undefined) checkPassword(body.password)
    const metadata = objectOrNull(body.user_metadata) ?? objectOrNull(body.data) ?? {}
    checkMetadataSize(metadata)
    if (await findUserByEmail(email)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    let user = await insertUser(
      email,
      typeof body.password === 'string' ? body.password : null,
      metadata,
      body.email_confirm === true,
      objectOrNull(body.app_metadata) ?? {},
    )
    const until = banUntil(body.ban_duration)
    if (until !== undefined) {
      const { rows } = await pool.query<UserRow>(
        `update auth.users set banned_until = $2 where id = $1 returning ${USER_COLUMNS}`,
        [user.id, until],
      )
      user = rows[0] ?? user
    }
    return fullUserJson(user)
  }

  async function adminUpdateUser(id: string, body: Record<string, unknown>) {
    const user = await adminUser(id)
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
      hash = await bcrypt.hash(body.password, bcryptCost)
    }
    const userMetadata = objectOrNull(body.user_metadata)
    const appMetadata = objectOrNull(body.app_metadata)
    if (userMetadata) checkMetadataSize({ ...(user.raw_user_meta_data ?? {}), ...userMetadata })
    const until = banUntil(body.ban_duration)
    const { rows } = await pool.query<UserRow>(
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
    if (until) await pool.query('delete from auth.sessions where user_id = $1', [user.id])
    return fullUserJson(rows[0] ?? user)
  }

  async function adminDeleteUser(id: string, body: Record<string, unknown>) {
    const user = await adminUser(id)
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

  async function adminGenerateLink(ctx: RequestContext) {
    const body = parseJsonBody(ctx.body)
    const type = typeof body.type === 'string' ? body.type : ''
    if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type)) {
      throw new AuthError(400, 'validation_failed', 'Invalid email action link type requested')
    }
    const email = checkEmail(body.email)
    const redirectTo = redirectFrom(ctx, body)
    let user = await findUserByEmail(email)
    const data = objectOrNull(body.data) ?? {}
    if (type === 'signup') {
      if (user?.email_confirmed_at) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      checkPassword(body.password)
      user ??= await insertUser(email, body.password, data, false)
    } else if (type === 'invite') {
      if (user?.email_confirmed_at) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      user ??= await insertUser(email, null, data, false)
    } else if (!user) {
      throw new AuthError(404, 'user_not_found', 'User with this email not found')
    }
    const otp = newOtp()
    const hash = tokenHash(email, otp)
    const kind = type as 'signup' | 'invite' | 'magiclink' | 'recovery'
    const column =
      kind === 'recovery' || kind === 'magiclink'
        ? 'recovery_token = $2, recovery_sent_at = now()'
        : kind === 'invite'
          ? 'confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now())'
          : 'confirmation_token = $2, confirmation_sent_at = now()'
    const { rows } = await pool.query<UserRow>(
      `update auth.users set ${column}, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [user.id, hash],
    )
    return {
      ...(await fullUserJson(rows[0] ?? user)),
      action_link: verifyLink(hash, kind, redirectTo),
      email_otp: otp,
      hashed_token: hash,
      verification_type: kind,
      redirect_to: redirectTo,
    }
  }

  async function invite(ctx: RequestContext) {
    const body = parseJsonBody(ctx.body)
    const email = checkEmail(body.email)
    const data = objectOrNull(body.data) ?? {}
    checkMetadataSize(data)
    let user = await findUserByEmail(email)
    if (user?.email_confirmed_at) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    user ??= await insertUser(email, null, data, false)
    user = await sendTokenEmail(user, 'invite', redirectFrom(ctx, body))
    return fullUserJson(user)
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
      mailer_autoconfirm: !confirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }
  }

  async function adminRoute(
    req: IncomingMessage,
    ctx: RequestContext,
    path: string,
  ): Promise<Reply> {
    await requireAdmin(req)
    const method = req.method ?? 'GET'
    const allow = (...methods: string[]) => {
      if (!methods.includes(method))
        throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`)
    }
    if (path === 'admin/generate_link') {
      allow('POST')
      return { status: 200, body: await adminGenerateLink(ctx) }
    }
    if (path === 'admin/users') {
      if (method === 'POST')
        return { status: 200, body: await adminCreateUser(parseJsonBody(ctx.body)) }
      allow('GET')
      return adminListUsers(ctx)
    }
    const factorMatch = /^admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path)
    if (factorMatch) {
      const user = await adminUser(factorMatch[1]!)
      if (!factorMatch[2]) {
        allow('GET')
        return { status: 200, body: (await factorsOf(user.id)).map(factorJson) }
      }
      allow('DELETE')
      const factor = await ownFactor(user.id, factorMatch[2])
      await pool.query('delete from auth.mfa_factors where id = $1', [factor.id])
      // Sessions raised with the removed factor fall back to what a password proves.
      await pool.query(
        `update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`,
        [factor.id],
      )
      return { status: 200, body: factorJson(factor) }
    }
    const userMatch = /^admin\/users\/([^/]+)$/.exec(path)
    if (userMatch) {
      const id = userMatch[1]!
      if (method === 'PUT')
        return { status: 200, body: await adminUpdateUser(id, parseJsonBody(ctx.body)) }
      if (method === 'DELETE')
        return { status: 200, body: await adminDeleteUser(id, parseJsonBody(ctx.body)) }
      allow('GET')
      return { status: 200, body: await fullUserJson(await adminUser(id)) }
    }
    throw new AuthError(404, 'not_found', `Not found: /auth/v1/${path}`)
  }

  async function route(req: IncomingMessage, ctx: RequestContext): Promise<Reply> {
    const path = ctx.path.replace(/\/+$/, '')
    const method = req.method ?? 'GET'
    const allow = (...methods: string[]) => {
      if (!methods.includes(method))
        throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`)
    }
    if (path.startsWith('admin/')) return adminRoute(req, ctx, path)
    const factorMatch = /^factors\/([^/]+)(?:\/(challenge|verify))?$/.exec(path)
    if (factorMatch) {
      const [, id, action] = factorMatch
      if (action === 'challenge') {
        allow('POST')
        return { status: 200, body: await challengeFactor(req, id!) }
      }
      if (action === 'verify') {
        allow('POST')
        return { status: 200, body: await verifyFactor(req, ctx, id!) }
      }
      allow('DELETE')
      return { status: 200, body: await unenrollFactor(req, id!) }
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
        return { status: 200, body: await signup(req, ctx) }
      case 'token': {
        allow('POST')
        const grant = ctx.search.get('grant_type')
        const body = parseJsonBody(ctx.body)
        if (grant === 'password') return { status: 200, body: await passwordGrant(req, body) }
        if (grant === 'refresh_token') return { status: 200, body: await refreshGrant(req, body) }
        throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type')
      }
      case 'user':
        if (method === 'PUT')
          return { status: 200, body: await updateUser(req, parseJsonBody(ctx.body)) }
        allow('GET')
        return { status: 200, body: await fullUserJson((await requireUser(req)).user) }
      case 'logout':
        allow('POST')
        await logout(req, ctx.search.get('scope') ?? 'global')
        return { status: 204 }
      case 'recover':
        allow('POST')
        return { status: 200, body: await recover(ctx) }
      case 'verify':
        if (method === 'GET') return verifyByLink(req, ctx)
        allow('POST')
        return { status: 200, body: await verifyByPost(req, ctx) }
      case 'factors':
        allow('POST')
        return { status: 200, body: await enrollFactor(req, ctx) }
      case 'invite':
        allow('POST')
        await requireAdmin(req)
        return { status: 200, body: await invite(ctx) }
      case 'otp':
      case 'magiclink':
      case 'resend':
      case 'authorize':
      case 'callback':
      case 'reauthenticate':
        throw new AuthError(
          501,
          'not_implemented',
          `/auth/v1/${path} is not supported by the local stack (sign-up, password sign-in, refresh, user, logout, recover, verify, factors, invite and the admin API are)`,
        )
      default:
        throw new AuthError(404, 'not_found', `Not found: /auth/v1/${path}`)
    }
  }

  return async (req: IncomingMessage, res: ServerResponse, ctx: RequestContext) => {
    try {
      const { status, body, headers: extra = {} } = await route(req, ctx)
      const headers: Record<string, string> = {
        ...extra,
        ...(wantsDatedFormat(req) ? { 'X-Supabase-Api-Version': API_VERSION } : {}),
      }
      if (status === 204 || status === 303 || body === undefined) sendEmpty(res, status, headers)
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
