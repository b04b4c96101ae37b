import type { EnvReader } from './mail.ts'

/**
 * The project's public API keys as the platform hands them to every function: the legacy anon
 * JWT (`SUPABASE_ANON_KEY`) and the new publishable keys (`SUPABASE_PUBLISHABLE_KEYS`, a JSON
 * object of name → `sb_publishable_…`). The local stack sets the same variables.
 */
export function publicProjectKeys(env: EnvReader): string[] {
  const keys: string[] = []
  const anon = env('SUPABASE_ANON_KEY')?.trim()
  if (anon) keys.push(anon)
  const publishable = env('SUPABASE_PUBLISHABLE_KEYS')?.trim()
  if (publishable) {
    try {
      const parsed: unknown = JSON.parse(publishable)
      if (parsed && typeof parsed === 'object') {
        for (const value of Object.values(parsed as Record<string, unknown>)) {
          if (typeof value === 'string' && value.trim()) keys.push(value.trim())
        }
      }
    } catch {
      // A single key rather than the JSON object: accept it as given.
      keys.push(publishable)
    }
  }
  return keys
}

export type CallerCheck = 'accepted' | 'refused' | 'not-configured'

/**
 * Whether a notification function's caller is the project's own site: its `apikey` header holds
 * one of the project's public keys (anon JWT or publishable key). supabase-js always sends the
 * key it was created with in `apikey`, signed in or not.
 *
 * Why verify_jwt is off and this is all the functions check (threat model): the platform's
 * verify_jwt refuses a publishable key (not a JWT), which would silently stop every notification
 * on a project that uses one. The key checked here is public, shipped in the site's JavaScript,
 * so this check only turns away callers that do not even know the project (scanners, stray
 * traffic); it is not what keeps the functions safe. What does: a function only claims a stored
 * row that equals the payload, was stored in the last 15 minutes and was never notified, and
 * mails it once to the configured reviewers. A caller holding the key can at most make an owed
 * notification go out a little earlier than the worker would send it; it cannot choose the
 * recipients, send a second copy, or mail anything that is not already stored.
 */
export function checkCaller(req: Request, env: EnvReader): CallerCheck {
  const keys = publicProjectKeys(env)
  if (keys.length === 0) return 'not-configured'
  const given = req.headers.get('apikey')?.trim()
  return given && keys.includes(given) ? 'accepted' : 'refused'
}
