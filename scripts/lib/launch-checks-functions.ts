/**
 * The launch check of each function of the project: deployed and booting (a browser's preflight),
 * the platform letting the site's key through where verify_jwt is on, and the functions the desk
 * calls with a reviewer's token checked as the desk calls them (or only for answering).
 */
import { fail, pass, shortError, warn, type CheckResult } from './launch-check-result'
import { keyHeaders, request } from './launch-http'
import type { LaunchTarget } from './launch-target'
import { projectFunctions } from './project-sources'

/** Hosted Supabase's answer for a function that is not deployed (the local stack's too). */
function notDeployed(status: number, body: string): boolean {
  return status === 404 && /not.?found/i.test(body)
}

/** How hosted's relay and the local gateway word a verify_jwt refusal. */
const PLATFORM_JWT_REFUSAL = /Invalid JWT|Missing authorization header|UNAUTHORIZED_/i

/**
 * Functions the desk calls with a reviewer's own token, never with the site's key: probing them
 * with the site's key says nothing about whether the desk's call works, so they are called as the
 * desk calls them (with --reviewer-token, and the function's side-effect-free `check` action) or
 * only checked for answering.
 */
const DESK_FUNCTIONS = new Set(['manage-reviewers'])

async function checkDeskFunction(
  target: LaunchTarget,
  name: string,
  url: string,
  preflightStatus: number,
): Promise<CheckResult> {
  if (!target.reviewerToken) {
    return warn(
      `Function ${name}: answers (OPTIONS → ${preflightStatus}); the desk's call (with a reviewer's token) is not checked: pass --reviewer-token (see --help) to check it, or invite a reviewer from the desk after launch and see the e-mail arrive.`,
    )
  }
  const post = await request(url, {
    method: 'POST',
    headers: {
      apikey: target.publishableKey,
      Authorization: `Bearer ${target.reviewerToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ action: 'check' }),
  })
  if ('error' in post) return fail(`Function ${name}: a POST got no answer (${post.error}).`)
  if (post.status === 200) {
    return pass(
      `Function ${name}: the desk's call with a reviewer's token reaches it, and Auth and the database accept the reviewer (nothing was sent).`,
    )
  }
  if (post.status === 401 && PLATFORM_JWT_REFUSAL.test(post.body)) {
    return fail(
      `Function ${name}: the platform refuses a reviewer's token before the function runs (HTTP 401 ${shortError(post.body, 80)}), so no invitation can be sent: with asymmetric JWT signing keys verify_jwt refuses user tokens; deploy it with verify_jwt = false (supabase/config.toml) by \`npx supabase functions deploy ${name}\`.`,
    )
  }
  if (post.status === 401) {
    return fail(
      `Function ${name}: Auth does not accept the token given with --reviewer-token (signed out, or older than an hour); sign in again and pass a fresh one.`,
    )
  }
  if (post.status === 403) {
    return fail(
      `Function ${name}: the token given with --reviewer-token is not an admin's in a two-factor session; pass an admin's, signed in with the code.`,
    )
  }
  if (post.status === 400 && /Unknown action/i.test(post.body)) {
    return fail(
      `Function ${name}: the deployed version predates the launch check's probe; deploy the current one with \`npx supabase functions deploy ${name}\`.`,
    )
  }
  return fail(
    `Function ${name}: the desk's call got HTTP ${post.status} (${shortError(post.body, 120)}); read its logs (Dashboard → Edge Functions → ${name}).`,
  )
}

export async function checkFunctions(target: LaunchTarget): Promise<CheckResult[]> {
  const functions = projectFunctions(target.functionsDir, target.configFile)
  if (functions.length === 0) return [pass('Functions: the project has none.')]
  const deploy = (name: string) =>
    target.kind === 'local'
      ? `the local stack serves supabase/functions/${name} only if it exists and is enabled in supabase/config.toml`
      : `deploy it with \`npx supabase functions deploy ${name}\``
  return Promise.all(
    functions.map(async ({ name, verifyJwt }): Promise<CheckResult> => {
      const url = `${target.apiUrl}/functions/v1/${name}`
      // A browser's preflight: no credentials, so it reaches the function whatever verify_jwt says.
      const preflight = await request(url, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://launch-check.invalid',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      })
      if ('error' in preflight) {
        return fail(`Function ${name}: no answer (${preflight.error}); ${deploy(name)}.`)
      }
      if (notDeployed(preflight.status, preflight.body)) {
        return fail(`Function ${name}: not found (HTTP 404); ${deploy(name)}.`)
      }
      if (preflight.status >= 500) {
        return fail(
          `Function ${name}: HTTP ${preflight.status} (${shortError(preflight.body, 120)}): it does not boot; read its logs (Dashboard → Edge Functions → ${name}) and deploy it again.`,
        )
      }
      if (DESK_FUNCTIONS.has(name)) return checkDeskFunction(target, name, url, preflight.status)
      if (!verifyJwt) {
        return pass(`Function ${name}: answers (OPTIONS → ${preflight.status}).`)
      }
      // verify_jwt: the platform checks the caller's token before the function runs. An empty body
      // with the site's key reaches the function only if the platform accepts that key; the
      // function then refuses the payload itself (400), and nothing is sent or stored.
      const post = await request(url, {
        method: 'POST',
        headers: { ...keyHeaders(target.publishableKey), 'Content-Type': 'application/json' },
        body: '{}',
      })
      if ('error' in post) return fail(`Function ${name}: a POST got no answer (${post.error}).`)
      // The platform's own refusal, not the function's (a function for signed-in reviewers
      // refuses the public key itself, with its own body, and that is as it should be).
      if (post.status === 401 && PLATFORM_JWT_REFUSAL.test(post.body)) {
        return fail(
          `Function ${name}: refuses the site's key (HTTP ${post.status} ${shortError(post.body, 80)}), so the site's notification call never runs: verify_jwt accepts only JWTs, not publishable keys; deploy it with verify_jwt = false in supabase/config.toml and have the function check the key itself.`,
        )
      }
      if (post.status >= 500) {
        return fail(
          `Function ${name}: an empty POST with the site's key got HTTP ${post.status} (${shortError(post.body, 120)}); read its logs.`,
        )
      }
      return pass(
        `Function ${name}: answers (OPTIONS → ${preflight.status}) and the platform lets the site's key through (an empty POST gets the function's own ${post.status}).`,
      )
    }),
  )
}
