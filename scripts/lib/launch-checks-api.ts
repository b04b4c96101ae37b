/**
 * The launch checks made over the project's public API with the key the site ships, as a visitor's
 * browser makes them: the client address reaching SQL (the abuse limits' input), each function
 * answering, and the auth settings GoTrue reveals (`GET /auth/v1/settings`).
 */
import { fail, pass, shortError, type CheckResult } from './launch-check-result'
import { checkHostedAuthConfig } from './launch-checks-auth-config'
import { checkFunctions } from './launch-checks-functions'
import { keyHeaders, request } from './launch-http'
import type { LaunchTarget } from './launch-target'
import { localConfirmationsSetting } from './project-sources'

/** The payload of a JWT, or undefined for anything else. */
function jwtRole(key: string): string | undefined {
  const part = key.split('.')[1]
  if (!key.startsWith('eyJ') || !part) return undefined
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { role?: unknown }
    return typeof claims.role === 'string' ? claims.role : undefined
  } catch {
    return undefined
  }
}

/** The site's key must be the public one: a secret key in the browser hands every visitor the database. */
export function checkSiteKey(target: LaunchTarget): CheckResult {
  const key = target.publishableKey
  if (!key) {
    return fail(
      'Keys: no publishable key given; pass the one the site ships (--publishable-key or SUPABASE_PUBLISHABLE_KEY: Dashboard → Settings → API Keys).',
    )
  }
  const role = jwtRole(key)
  if (
    key.startsWith('sb_secret_') ||
    role === 'service_role' ||
    (target.secretKey && key === target.secretKey)
  ) {
    return fail(
      'Keys: the key given as the site’s key is a secret (service-role) key, which bypasses row-level security; put the publishable key (sb_publishable_…) or the anon key in VITE_SUPABASE_PUBLISHABLE_KEY, never a secret key.',
    )
  }
  const kind = key.startsWith('sb_publishable_')
    ? 'a publishable key (sb_publishable_…)'
    : role === 'anon'
      ? 'the legacy anon key (a JWT)'
      : 'a key of unknown kind'
  return pass(`Keys: the site’s key is ${kind}, safe in the browser.`)
}

interface ProbeAnswer {
  seen: boolean
  scope: 'public' | 'private' | 'loopback' | 'unparsable' | null
  matches_candidate: boolean
}

/** An address from the documentation range (RFC 5737) that no real client has. */
const FORGED_ADDRESS = '203.0.113.77'

export async function checkClientAddress(target: LaunchTarget): Promise<CheckResult> {
  const answer = await request(`${target.apiUrl}/rest/v1/rpc/client_address_probe`, {
    method: 'POST',
    headers: {
      ...keyHeaders(target.publishableKey),
      'Content-Type': 'application/json',
      // A client may write these; the address the limits count must not be one it chose.
      'X-Forwarded-For': FORGED_ADDRESS,
      'CF-Connecting-IP': FORGED_ADDRESS,
      'X-Real-IP': FORGED_ADDRESS,
    },
    body: JSON.stringify({ candidate: FORGED_ADDRESS }),
  })
  if ('error' in answer) {
    return fail(
      `Client address: the API did not answer (${answer.error}); is ${target.apiUrl} right?`,
    )
  }
  if (answer.status === 404) {
    return fail(
      'Client address: the database has no public.client_address_probe (migration 20251101000000_platform.sql not applied); run `npx supabase db push`.',
    )
  }
  if (answer.status !== 200) {
    return fail(
      `Client address: an anonymous call of client_address_probe answered HTTP ${answer.status} (${shortError(answer.body, 120)}); the site's key may be refused by the API.`,
    )
  }
  let probe: ProbeAnswer
  try {
    probe = JSON.parse(answer.body) as ProbeAnswer
  } catch {
    return fail(`Client address: client_address_probe answered something that is not JSON.`)
  }
  const limits = 'the per-network limits on the forms (100 an hour, 300 a day)'
  if (!probe.seen) {
    return fail(
      `Client address: an anonymous request reaches SQL without a client address, so ${limits} are off; the abuse-limit migration reads the header the platform's gateway sets, and this project's gateway does not pass it to PostgREST.`,
    )
  }
  if (probe.matches_candidate) {
    return fail(
      `Client address: a forged X-Forwarded-For / CF-Connecting-IP (${FORGED_ADDRESS}) became the address the limits count, so a script can choose its own network and dodge ${limits}; read the address the platform's gateway appends, not the first one a client wrote.`,
    )
  }
  if (target.kind === 'hosted' && probe.scope !== 'public') {
    return fail(
      `Client address: the address the limits count is ${probe.scope === 'unparsable' ? 'not an IP address' : `a ${probe.scope} one (a proxy's, not the visitor's)`}, so every visitor would share one limit; the header the abuse limits read is the wrong one on this platform.`,
    )
  }
  return pass(
    `Client address: an anonymous request's address reaches SQL (${probe.scope}${target.kind === 'local' ? ', as expected locally' : ''}) and a forged X-Forwarded-For is not believed.`,
  )
}

interface AuthSettings {
  external?: Record<string, boolean>
  disable_signup?: boolean
  mailer_autoconfirm?: boolean
  anonymous_users_enabled?: boolean
}

/** Sign-in methods the site offers: e-mail and password only. */
const USED_PROVIDERS = new Set(['email'])

export async function checkAuthSettings(target: LaunchTarget): Promise<CheckResult[]> {
  const answer = await request(`${target.apiUrl}/auth/v1/settings`, {
    headers: keyHeaders(target.publishableKey),
  })
  if ('error' in answer) return [fail(`Auth: /auth/v1/settings did not answer (${answer.error}).`)]
  if (answer.status !== 200) {
    return [
      fail(
        `Auth: /auth/v1/settings answered HTTP ${answer.status} (${shortError(answer.body, 120)}); is the key right?`,
      ),
    ]
  }
  const settings = JSON.parse(answer.body) as AuthSettings
  const results: CheckResult[] = []
  const dashboard = 'Dashboard → Authentication'

  // Confirmations: hosted must have them on (reviewers' accounts are e-mail-verified); the local
  // stack follows supabase/config.toml.
  const confirms = settings.mailer_autoconfirm === false
  const configured = localConfirmationsSetting(target.configFile)
  if (target.kind === 'hosted' && !confirms) {
    results.push(
      fail(
        `Auth: sign-up does not need e-mail confirmation (mailer_autoconfirm is on), so anyone can create an account for an address they do not own; turn on "Confirm email" (${dashboard} → Sign In / Providers → Email).`,
      ),
    )
  } else if (target.kind === 'local' && configured !== undefined && confirms !== configured) {
    results.push(
      fail(
        `Auth: the local stack ${confirms ? 'requires' : 'does not require'} e-mail confirmation although supabase/config.toml sets enable_confirmations = ${configured}; restart \`npm start\`.`,
      ),
    )
  } else {
    results.push(
      pass(
        `Auth: sign-up ${confirms ? 'needs e-mail confirmation' : 'does not need e-mail confirmation, as supabase/config.toml sets it locally (a hosted project must have it on)'}${settings.disable_signup ? '; sign-up is disabled' : ''}.`,
      ),
    )
  }

  const enabled = Object.entries(settings.external ?? {})
    .filter(([, on]) => on === true)
    .map(([provider]) => provider)
  const unused = enabled.filter(
    (provider) => !USED_PROVIDERS.has(provider) && provider !== 'anonymous_users',
  )
  const anonymous =
    settings.anonymous_users_enabled === true || settings.external?.anonymous_users === true
  if (!enabled.includes('email')) {
    results.push(
      fail(
        `Auth: the e-mail provider is off, so reviewers cannot sign in at /auth; turn it on (${dashboard} → Sign In / Providers → Email).`,
      ),
    )
  } else if (unused.length > 0 || anonymous) {
    const extra = [...unused, ...(anonymous ? ['anonymous sign-ins'] : [])].join(', ')
    results.push(
      fail(
        `Auth: sign-in methods the site does not offer are on (${extra}); anyone could use them to get a signed-in session, so turn them off (${dashboard} → Sign In / Providers).`,
      ),
    )
  } else {
    results.push(
      pass(
        'Auth: sign-in is by e-mail and password only (no other provider, no anonymous sign-ins).',
      ),
    )
  }
  if (target.kind === 'hosted') {
    // What /auth/v1/settings does not reveal, read from the Management API (or named to check by hand).
    results.push(
      ...(await checkHostedAuthConfig({
        apiUrl: target.apiUrl,
        configFile: target.configFile,
        accessToken: target.accessToken,
        siteUrl: target.siteUrl,
        managementApiUrl: process.env.SUPABASE_MANAGEMENT_API_URL,
      })),
    )
  }
  return results
}

export async function runApiChecks(target: LaunchTarget): Promise<CheckResult[]> {
  // One line, not one per check, when nothing answers at all.
  const reachable = await request(`${target.apiUrl}/auth/v1/health`, {
    headers: keyHeaders(target.publishableKey),
  })
  if ('error' in reachable) {
    return [
      checkSiteKey(target),
      fail(
        `API: ${target.apiUrl} does not answer (${reachable.error}), so the client address, functions and auth settings are not checked; ${target.kind === 'local' ? 'start the local stack with `npm start` (STACK_PORT_BASE if you moved it)' : 'check the project URL (Dashboard → Settings → API)'}.`,
      ),
    ]
  }
  const [address, functions, auth] = await Promise.all([
    checkClientAddress(target),
    checkFunctions(target),
    checkAuthSettings(target),
  ])
  return [checkSiteKey(target), address, ...functions, ...auth]
}
