/**
 * The hosted project's auth settings, read where the dashboard keeps them: the Management API's
 * `GET /v1/projects/{ref}/config/auth` (https://supabase.com/docs/reference/api/v1-get-auth-service-config),
 * with a personal access token (`SUPABASE_ACCESS_TOKEN`, the one `npx supabase login` uses; it
 * needs the `auth_config_read` permission). The field names are the ones `supabase config push`
 * writes (supabase/cli@1d1e7191 apps/cli-go/pkg/config/auth.go:408-424, 567-570, 663-664, 698-700;
 * `mailer_otp_exp` is `[auth.email] otp_expiry`, auth.go email.toAuthConfigBody).
 *
 * Each setting the runbook asks for is compared with what `supabase/config.toml` says the project
 * needs (the password minimum, how long e-mail links work, two-factor, the Send Email hook) and with the site's public origin
 * (the Site URL and the redirect URLs); without a token the check says which settings to read in
 * the dashboard instead. Nothing is written: the token only reads.
 */
import { readToml } from '../../stack/gateway/config-toml'
import { fail, pass, plural, shortError, warn, type CheckResult } from './launch-check-result'
import { request } from './launch-http'

/** The fields of the Management API's auth config this check reads (all optional: an older API may omit some). */
export interface HostedAuthConfig {
  site_url?: string | null
  uri_allow_list?: string | null
  disable_signup?: boolean | null
  mailer_autoconfirm?: boolean | null
  external_email_enabled?: boolean | null
  external_anonymous_users_enabled?: boolean | null
  password_min_length?: number | null
  password_hibp_enabled?: boolean | null
  mfa_totp_enroll_enabled?: boolean | null
  mfa_totp_verify_enabled?: boolean | null
  hook_send_email_enabled?: boolean | null
  hook_send_email_uri?: string | null
  rate_limit_email_sent?: number | null
  /** Email OTP Expiration, in seconds: how long every link and code in an auth e-mail works. */
  mailer_otp_exp?: number | null
}

/** What the project needs of hosted Auth, read from config.toml and the site's origin. */
export interface ExpectedAuthConfig {
  passwordMinLength: number
  /**
   * How long the e-mails say a link works: config.toml `[auth.email] otp_expiry`, which
   * send-auth-email's LINK_VALIDITY_SECONDS must equal (tests/stack/send-auth-email-hook.test.ts).
   */
  linkValiditySeconds: number
  /** `[auth.hook.send_email] uri`'s function name, e.g. `send-auth-email`; undefined when the hook is off. */
  sendEmailFunction?: string
  /** The site's public origin (VITE_SITE_URL); undefined when not given. */
  siteUrl?: string
}

const DASHBOARD = 'Dashboard → Authentication'

/** The project's expectations from `supabase/config.toml` (the keys `config push` would carry). */
export function expectedAuthConfig(configFile: string, siteUrl?: string): ExpectedAuthConfig {
  const config = readToml(configFile)
  const minimum = Number(config.get('auth')?.minimum_password_length ?? 6)
  const validity = Number(config.get('auth.email')?.otp_expiry ?? 3600)
  const hook = config.get('auth.hook.send_email')
  const uri = typeof hook?.uri === 'string' ? hook.uri : ''
  return {
    passwordMinLength: Number.isFinite(minimum) ? minimum : 6,
    linkValiditySeconds: Number.isFinite(validity) ? validity : 3600,
    sendEmailFunction:
      hook?.enabled === true ? /\/functions\/v1\/([^/?#]+)/.exec(uri)?.[1] : undefined,
    siteUrl: siteUrl?.replace(/\/+$/, '') || undefined,
  }
}

/** One line per setting: ✓ when it holds, ✗ with where to change it, ! where the plan decides. */
export function judgeAuthConfig(
  config: HostedAuthConfig,
  expected: ExpectedAuthConfig,
): CheckResult[] {
  const results: CheckResult[] = []
  const minimum = config.password_min_length ?? 6
  results.push(
    minimum >= expected.passwordMinLength
      ? pass(`Auth settings: passwords need at least ${minimum} characters.`)
      : fail(
          `Auth settings: passwords need only ${minimum} characters (GoTrue's default is 6); set "Minimum password length" to ${expected.passwordMinLength} (${DASHBOARD} → Sign In / Providers → Email).`,
        ),
  )

  results.push(
    config.mfa_totp_enroll_enabled !== false && config.mfa_totp_verify_enabled !== false
      ? pass(
          'Auth settings: authenticator apps (TOTP) can be set up and used, as the desk requires.',
        )
      : fail(
          `Auth settings: authenticator apps (TOTP) are off, so nobody can pass the desk's second step; turn on "Authenticator app (TOTP)" (${DASHBOARD} → Multi-Factor).`,
        ),
  )

  if (expected.siteUrl) {
    const site = config.site_url?.replace(/\/+$/, '')
    results.push(
      site === expected.siteUrl
        ? pass(`Auth settings: the Site URL is ${site}.`)
        : fail(
            `Auth settings: the Site URL is ${site || '(empty)'}, not the site's origin ${expected.siteUrl}; links in e-mails would lead there. Set it (${DASHBOARD} → URL Configuration).`,
          ),
    )
    const allowed = new Set(
      (config.uri_allow_list ?? '')
        .split(',')
        .map((url) => url.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    const needed = [`${expected.siteUrl}/admin`, `${expected.siteUrl}/auth/reset-password`]
    const missing = needed.filter((url) => !allowed.has(url) && !allowed.has(`${url}*`))
    results.push(
      missing.length === 0
        ? pass('Auth settings: the redirect URLs hold /admin and /auth/reset-password.')
        : fail(
            `Auth settings: the redirect URLs lack ${missing.join(' and ')}, so those links fall back to the Site URL and the person never sets a password; add them (${DASHBOARD} → URL Configuration → Redirect URLs).`,
          ),
    )
  } else {
    results.push(
      warn(
        'Auth settings: the Site URL and redirect URLs were not compared, because no site origin was given; set VITE_SITE_URL as for the build.',
      ),
    )
  }

  results.push(
    config.mailer_autoconfirm === false
      ? pass('Auth settings: sign-up needs e-mail confirmation.')
      : fail(
          `Auth settings: "Confirm email" is off, so anyone can create an account for an address they do not own; turn it on (${DASHBOARD} → Sign In / Providers → Email).`,
        ),
  )
  results.push(
    config.external_anonymous_users_enabled === true
      ? fail(
          `Auth settings: anonymous sign-ins are on; turn them off (${DASHBOARD} → Sign In / Providers).`,
        )
      : pass('Auth settings: anonymous sign-ins are off.'),
  )

  if (expected.sendEmailFunction) {
    const uri = config.hook_send_email_uri ?? ''
    const rightFunction = uri.includes(`/functions/v1/${expected.sendEmailFunction}`)
    results.push(
      config.hook_send_email_enabled === true && rightFunction
        ? pass(
            `Auth settings: every auth e-mail goes through the Send Email hook (${expected.sendEmailFunction}), so the project's templates and outbox send it.`,
          )
        : fail(
            `Auth settings: the Send Email hook is ${config.hook_send_email_enabled ? `on but calls ${uri || 'nothing'}` : 'off'}; invitations, confirmations and resets would go out as Supabase's stock e-mails, outside the outbox. Turn it on with the URL https://<ref>.supabase.co/functions/v1/${expected.sendEmailFunction} and the secret from SEND_EMAIL_HOOK_SECRET (${DASHBOARD} → Hooks → Send Email).`,
          ),
    )
  }

  results.push(judgeLinkValidity(config.mailer_otp_exp, expected.linkValiditySeconds))

  results.push(
    config.password_hibp_enabled === true
      ? pass('Auth settings: leaked passwords are refused (Have I Been Pwned).')
      : warn(
          `Auth settings: leaked-password protection is off; on the Pro plan turn on "Prevent use of leaked passwords" (${DASHBOARD} → Sign In / Providers → Email). On Free it cannot be turned on, and the dashboard's Advisor shows auth_leaked_password_protection as a WARN.`,
        ),
  )
  if (typeof config.rate_limit_email_sent === 'number') {
    results.push(
      pass(
        `Auth settings: the project may send ${plural(config.rate_limit_email_sent, 'auth e-mail')} an hour (${DASHBOARD} → Rate Limits).`,
      ),
    )
  }
  return results
}

/** "1 hour", "90 minutes": a number of seconds as the e-mails would say it. */
function inWords(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour')
  return plural(Math.max(1, Math.round(seconds / 60)), 'minute')
}

/**
 * Email OTP Expiration against the e-mails' "the link works for 1 hour": a shorter setting
 * makes links die before the time the e-mail promises, a longer one keeps them alive after it.
 * GoTrue's own default is a day (internal/conf/configuration.go), a new hosted project's an hour;
 * an API that does not report the field leaves it to the dashboard.
 */
function judgeLinkValidity(seconds: number | null | undefined, expected: number): CheckResult {
  const where = `"Email OTP Expiration" (${DASHBOARD} → Sign In / Providers → Email)`
  if (typeof seconds !== 'number') {
    return warn(
      `Auth settings: the API did not report how long e-mail links work; check that ${where} is ${expected} seconds, as the e-mails say (${inWords(expected)}).`,
    )
  }
  return seconds === expected
    ? pass(`Auth settings: links in auth e-mails work for ${inWords(seconds)}, as the e-mails say.`)
    : fail(
        `Auth settings: links in auth e-mails work for ${inWords(seconds)} (${seconds} s), but the e-mails say ${inWords(expected)}; set ${where} to ${expected}.`,
      )
}

/** `<ref>` of `https://<ref>.supabase.co`, or undefined for any other host. */
export function projectRef(apiUrl: string): string | undefined {
  try {
    return /^([a-z0-9]{20})\.supabase\.(co|in)$/.exec(new URL(apiUrl).hostname)?.[1]
  } catch {
    return undefined
  }
}

export interface AuthConfigSource {
  apiUrl: string
  configFile: string
  accessToken?: string
  siteUrl?: string
  /** The Management API's origin; tests point it at a local server. */
  managementApiUrl?: string
}

export async function checkHostedAuthConfig(source: AuthConfigSource): Promise<CheckResult[]> {
  const ref = projectRef(source.apiUrl)
  if (!source.accessToken || !ref) {
    return [
      warn(
        `Auth settings: not read${ref ? '' : ` (${source.apiUrl} is not a https://<ref>.supabase.co address)`}; give a personal access token (SUPABASE_ACCESS_TOKEN or --access-token: Dashboard → Account → Access Tokens) and the check reads them, or check by hand as README's runbook step 8 lists: password minimum, TOTP, Site URL and redirect URLs, Confirm email, Email OTP Expiration, the Send Email hook, leaked-password protection.`,
      ),
    ]
  }
  const base = (source.managementApiUrl ?? 'https://api.supabase.com').replace(/\/+$/, '')
  const answer = await request(`${base}/v1/projects/${ref}/config/auth`, {
    headers: { Authorization: `Bearer ${source.accessToken}` },
  })
  if ('error' in answer) {
    return [fail(`Auth settings: the Management API did not answer (${answer.error}).`)]
  }
  if (answer.status !== 200) {
    const hint =
      answer.status === 401 || answer.status === 403
        ? 'the access token is wrong, expired or lacks auth_config_read'
        : 'try again later'
    return [
      fail(
        `Auth settings: the Management API answered HTTP ${answer.status} (${shortError(answer.body, 120)}); ${hint}.`,
      ),
    ]
  }
  const config = JSON.parse(answer.body) as HostedAuthConfig
  return judgeAuthConfig(config, expectedAuthConfig(source.configFile, source.siteUrl))
}
