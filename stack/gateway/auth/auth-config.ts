import type { TomlTables, TomlValue } from '../config-toml'

/** The `[auth]` settings of supabase/config.toml the local auth service honours. */
export interface AuthSettings {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  minimumPasswordLength: number
  /** `[auth] password_requirements`: "", letters_digits, lower_upper_letters_digits(_symbols). */
  passwordRequirements: string
  enableSignup: boolean
  /** `[auth.email] enable_confirmations`: sign-up sends a link and signs no one in until it is used. */
  enableConfirmations: boolean
  /** `[auth.email] max_frequency`, in ms: how soon the same person may be sent the same kind of mail. */
  emailMaxFrequencyMs: number
  /** `[auth.email] otp_expiry`, in seconds: how long a link in an e-mail works. */
  otpExpirySeconds: number
  /** `[auth.mfa]` `max_enrolled_factors` and the TOTP switches. */
  mfaMaxEnrolledFactors: number
  mfaTotpEnroll: boolean
  mfaTotpVerify: boolean
  rateLimits: AuthRateLimits
  /**
   * `[auth.hook.send_email]`: enabled, the path of its `uri` (the stack serves the function on its
   * own API; the CLI's `host.docker.internal:54321` is its edge runtime) and its `secrets`, which
   * config.toml gives as `env(NAME)`: the variable's name.
   */
  sendEmailHook?: { path: string; secretsEnv: string | null; secrets: string | null }
}

/**
 * `[auth.rate_limit]`: e-mails an hour for the project; the others are events per 5 minutes per
 * client address, each a bucket of 30 (GoTrue's apilimiter.go:184-242). `sign_in_sign_ups` is
 * sent to hosted as `rate_limit_otp` and governs /signup, /recover, /otp, /magiclink, /resend and
 * `PUT /user`, not password sign-in; `token_refresh` governs every `/token` grant, password
 * sign-in included; `token_verifications` governs `/verify` (supabase/cli@1d1e7191
 * apps/cli-go/pkg/config/auth.go:479).
 */
export interface AuthRateLimits {
  emailSent: number
  signInSignUps: number
  tokenVerifications: number
  tokenRefresh: number
  /**
   * Factor challenges and verifications per minute per address (`GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY`,
   * configuration.go:183). No config.toml key or Management API field sets it: a hosted project
   * has 15. Only the throwaway test stack raises it.
   */
  mfaChallengeAndVerify: number
}

/** Hosted Supabase's defaults, which `supabase init` writes into config.toml too. */
export const HOSTED_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  signInSignUps: 30,
  tokenVerifications: 30,
  tokenRefresh: 150,
  mfaChallengeAndVerify: 15,
}

const num = (value: TomlValue | undefined, fallback: number) =>
  typeof value === 'number' ? value : fallback
const bool = (value: TomlValue | undefined, fallback: boolean) =>
  typeof value === 'boolean' ? value : fallback

/** Go durations as config.toml writes them: "1s", "60s", "1m30s", "1h". */
export function parseDuration(value: TomlValue | undefined, fallbackMs: number): number {
  if (typeof value !== 'string') return fallbackMs
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)]
  if (!parts.length) return fallbackMs
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const
  return parts.reduce(
    (sum, [, amount, u]) => sum + Number(amount) * unit[u as keyof typeof unit],
    0,
  )
}

export function authSettingsFromToml(tables: TomlTables): AuthSettings {
  const auth = tables.get('auth') ?? {}
  const email = tables.get('auth.email') ?? {}
  const limits = tables.get('auth.rate_limit') ?? {}
  const mfa = tables.get('auth.mfa') ?? {}
  const totp = tables.get('auth.mfa.totp') ?? {}
  const hook = tables.get('auth.hook.send_email') ?? {}
  const redirects = auth.additional_redirect_urls
  return {
    siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
    additionalRedirectUrls: Array.isArray(redirects)
      ? redirects.filter((item): item is string => typeof item === 'string')
      : [],
    jwtExpiry: num(auth.jwt_expiry, 3600),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    passwordRequirements:
      typeof auth.password_requirements === 'string' ? auth.password_requirements : '',
    // `[auth] enable_signup` turns new accounts off; `[auth.email] enabled` (CLI 3's name, it
    // replaced `[auth.email] enable_signup`) turns the e-mail provider off, sign-ups included.
    enableSignup: bool(auth.enable_signup, true) && bool(email.enabled, true),
    // Off unless config.toml turns it on: the CLI's default (supabase/cli@1d1e7191:
    // packages/config/src/auth/email.ts `defaultEnableConfirmations = false`), which
    // `supabase config push` carries to hosted as MailerAutoconfirm = !enable_confirmations
    // (apps/cli-go/pkg/config/auth.go) and `supabase start` as GOTRUE_MAILER_AUTOCONFIRM.
    enableConfirmations: bool(email.enable_confirmations, false),
    emailMaxFrequencyMs: parseDuration(email.max_frequency, 60_000),
    otpExpirySeconds: num(email.otp_expiry, 3600),
    mfaMaxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
    mfaTotpEnroll: bool(totp.enroll_enabled, true),
    mfaTotpVerify: bool(totp.verify_enabled, true),
    rateLimits: {
      emailSent: num(limits.email_sent, HOSTED_RATE_LIMITS.emailSent),
      signInSignUps: num(limits.sign_in_sign_ups, HOSTED_RATE_LIMITS.signInSignUps),
      tokenVerifications: num(limits.token_verifications, HOSTED_RATE_LIMITS.tokenVerifications),
      tokenRefresh: num(limits.token_refresh, HOSTED_RATE_LIMITS.tokenRefresh),
      mfaChallengeAndVerify: HOSTED_RATE_LIMITS.mfaChallengeAndVerify,
    },
    sendEmailHook: bool(hook.enabled, false) ? sendEmailHookOf(hook) : undefined,
  }
}

function sendEmailHookOf(hook: Record<string, TomlValue>): AuthSettings['sendEmailHook'] {
  const uri = typeof hook.uri === 'string' ? hook.uri : ''
  let path = '/functions/v1/send-auth-email'
  try {
    path = new URL(uri).pathname
  } catch {
    // A uri the CLI would refuse; the function's own path is the best guess.
  }
  const secrets = typeof hook.secrets === 'string' ? hook.secrets : ''
  const fromEnv = /^env\(([A-Z_][A-Z0-9_]*)\)$/.exec(secrets)
  return {
    path,
    secretsEnv: fromEnv ? fromEnv[1]! : null,
    secrets: fromEnv || secrets === '' ? null : secrets,
  }
}
