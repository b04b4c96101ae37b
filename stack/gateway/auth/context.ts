/**
 * What every auth endpoint shares, as GoTrue's `API` struct does: the resolved `[auth]` settings,
 * the database pool, the request limiters and the mailer. `createAuthContext` reads the options
 * once; the endpoint modules receive the result and keep no state of their own.
 */
import type { IncomingMessage } from 'node:http'
import type pg from 'pg'
import { clientAddress } from '../http'
import type { JwtKeys } from '../jwt'
import { HOSTED_RATE_LIMITS, type AuthSettings } from './auth-config'
import { AuthError } from './errors'
import type { SendAuthEmail } from './mailer'
import type { SendEmailHook } from './send-email-hook'
import { type Limiter, TokenBucket, WindowLimiter } from './rate-limit'

export interface AuthOptions {
  /** A pool with rights on the auth schema (supabase_auth_admin, as GoTrue connects). */
  pool: pg.Pool
  /** The shared secret, or asymmetric signing keys too (stack/gateway/signing-keys.ts). */
  jwtSecret: JwtKeys
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
  /** How confirmation, recovery and invitation e-mails leave with the hook off. */
  sendEmail?: SendAuthEmail
  /** `[auth.hook.send_email]`: every auth e-mail goes to the project's hook instead. */
  sendEmailHook?: SendEmailHook
}

const HOUR_MS = 60 * 60 * 1000
/** GoTrue's per-address limiters refill `[auth.rate_limit]`'s figure per 5 minutes, burst 30. */
const PER_5_MINUTES = 1 / (5 * 60)
const BURST = 30
const PER_MINUTE = 1 / 60

export interface AuthConfig {
  jwtExpiry: number
  minimumPasswordLength: number
  bcryptCost: number
  enableSignup: boolean
  siteUrl: string
  allowList: string[]
  /** Sign-up sends a link and signs no one in until it is used. */
  confirmations: boolean
  emailMaxFrequencyMs: number
  otpExpirySeconds: number
  /** `[auth] password_requirements`: "", letters_digits, lower_upper_letters_digits(_symbols). */
  passwordRequirements: string
  maxFactors: number
  totpEnroll: boolean
  totpVerify: boolean
}

/** GoTrue's `limiterOpts` (apilimiter.go:184-242), each per client address but `emailSent`. */
export interface AuthLimiters {
  /** `POST /signup` (`Signups`, `sign_in_sign_ups` = `rate_limit_otp`). */
  signups: Limiter
  /** `POST /recover` (`Recover`, the same figure in a bucket of its own). */
  recover: Limiter
  /** `PUT /user`, a password change among others (`User`, the same figure again). */
  user: Limiter
  /** `/verify` (`Verify`, `token_verifications`). */
  verify: Limiter
  /** Every `/token` grant, password sign-ins and refreshes alike (`Token`, `token_refresh`). */
  token: Limiter
  /** `/factors/:id/verify` and `/factors/:id/challenge` (`FactorVerify`, `FactorChallenge`). */
  factorVerify: Limiter
  factorChallenge: Limiter
  /** Auth e-mails for the whole project (`email_sent`), invitations included, as GoTrue counts. */
  emailSent: WindowLimiter
}

export interface AuthContext {
  pool: pg.Pool
  jwtSecret: JwtKeys
  issuer: string
  config: AuthConfig
  limiters: AuthLimiters
  sendEmail?: SendAuthEmail
  sendEmailHook?: SendEmailHook
}

export function createAuthContext(options: AuthOptions): AuthContext {
  const s = options.settings ?? {}
  const limits = { ...HOSTED_RATE_LIMITS, ...(s.rateLimits ?? {}) }
  return {
    pool: options.pool,
    jwtSecret: options.jwtSecret,
    issuer: options.issuer,
    sendEmail: options.sendEmail,
    sendEmailHook: options.sendEmailHook,
    config: {
      jwtExpiry: s.jwtExpiry ?? options.jwtExpiry ?? 3600,
      minimumPasswordLength: s.minimumPasswordLength ?? options.minimumPasswordLength ?? 6,
      bcryptCost: options.bcryptCost ?? 10,
      enableSignup: s.enableSignup ?? options.enableSignup ?? true,
      siteUrl: s.siteUrl ?? 'http://127.0.0.1:3000',
      allowList: s.additionalRedirectUrls ?? [],
      // Off by default, as the CLI (auth-config.ts); without a mailer (unit set-ups) always off.
      confirmations:
        (s.enableConfirmations ?? false) && Boolean(options.sendEmail ?? options.sendEmailHook),
      emailMaxFrequencyMs: s.emailMaxFrequencyMs ?? 60_000,
      otpExpirySeconds: s.otpExpirySeconds ?? 3600,
      passwordRequirements: s.passwordRequirements ?? '',
      maxFactors: s.mfaMaxEnrolledFactors ?? 10,
      totpEnroll: s.mfaTotpEnroll ?? true,
      totpVerify: s.mfaTotpVerify ?? true,
    },
    limiters: {
      signups: new TokenBucket(limits.signInSignUps * PER_5_MINUTES, BURST),
      recover: new TokenBucket(limits.signInSignUps * PER_5_MINUTES, BURST),
      user: new TokenBucket(limits.signInSignUps * PER_5_MINUTES, BURST),
      verify: new TokenBucket(limits.tokenVerifications * PER_5_MINUTES, BURST),
      token: new TokenBucket(limits.tokenRefresh * PER_5_MINUTES, BURST),
      factorVerify: new TokenBucket(limits.mfaChallengeAndVerify * PER_MINUTE, BURST),
      factorChallenge: new TokenBucket(limits.mfaChallengeAndVerify * PER_MINUTE, BURST),
      // GoTrue counts e-mails for the whole service, not per address.
      emailSent: new WindowLimiter(limits.emailSent, HOUR_MS),
    },
  }
}

/** Counts one request from the client's address against `limiter`; 429 when it is spent. */
export function limitByAddress(limiter: Limiter, req: IncomingMessage): void {
  if (!limiter.allow(clientAddress(req))) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

/** What an endpoint answers; the router writes it (and GoTrue's error shapes for AuthError). */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> }

/** 405 unless the request uses one of `methods`. */
export function allowMethods(req: IncomingMessage, ...methods: string[]): void {
  const method = req.method ?? 'GET'
  if (!methods.includes(method))
    throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`)
}
