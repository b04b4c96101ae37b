/** Reads one environment variable (mail.ts's EnvReader has the same shape). */
export type EnvReader = (name: string) => string | undefined

/**
 * How a function reaches its own project: the one place that decides which key it uses.
 *
 * A new Supabase project gives functions the new API keys (`SUPABASE_SECRET_KEYS` and
 * `SUPABASE_PUBLISHABLE_KEYS`, JSON objects of name → `sb_secret_…` / `sb_publishable_…`) and may
 * have the legacy JWT keys (`SUPABASE_SERVICE_ROLE_KEY`, `SUPABASE_ANON_KEY`) turned off, in which
 * case the API refuses them ("Legacy API keys are disabled") even where the variables still hold
 * them. So the new keys come first, and the legacy ones only when they are all there is (an older
 * project, or a self-hosted one). The key named `default` is preferred, as the platform names the
 * key it creates; a single key given as plain text (self-hosted, `SUPABASE_SECRET_KEY`) works too.
 *
 * The database is reached through the project's API with the secret key rather than with
 * `SUPABASE_DB_URL`: the functions only call RPCs the service role may run, which the API already
 * serves, and a direct Postgres connection per invocation would need a driver and the pooler.
 */

export type KeySource =
  | 'SUPABASE_SECRET_KEYS'
  | 'SUPABASE_SECRET_KEY'
  | 'SUPABASE_SERVICE_ROLE_KEY'
  | 'SUPABASE_PUBLISHABLE_KEYS'
  | 'SUPABASE_PUBLISHABLE_KEY'
  | 'SUPABASE_ANON_KEY'

export interface ProjectKey {
  key: string
  source: KeySource
}

/** Every key of a `{"name": "sb_…"}` variable, `default` first; a bare key counts as one. */
export function namedKeys(value: string | undefined): string[] {
  const text = value?.trim()
  if (!text) return []
  if (!text.startsWith('{')) return [text]
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return []
    const entries = Object.entries(parsed as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, key]) => [name, key.trim()] as const)
      .filter(([, key]) => key !== '')
    entries.sort(([a], [b]) => Number(b === 'default') - Number(a === 'default'))
    return entries.map(([, key]) => key)
  } catch {
    return []
  }
}

function firstKey(env: EnvReader, names: KeySource[]): ProjectKey | undefined {
  for (const source of names) {
    const [key] = namedKeys(env(source))
    if (key) return { key, source }
  }
  return undefined
}

/** The key with the service role's rights: the secret key, else the legacy service_role JWT. */
export function serviceKey(env: EnvReader): ProjectKey | undefined {
  return firstKey(env, ['SUPABASE_SECRET_KEYS', 'SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'])
}

/** The key a browser would hold: the publishable key, else the legacy anon JWT. */
export function publicKey(env: EnvReader): ProjectKey | undefined {
  return firstKey(env, [
    'SUPABASE_PUBLISHABLE_KEYS',
    'SUPABASE_PUBLISHABLE_KEY',
    'SUPABASE_ANON_KEY',
  ])
}

/**
 * The headers that present `key` to the project's API. A new key (`sb_…`) goes in `apikey` only:
 * it is not a JWT, and the gateway turns it into one for the key's role; a legacy key is a JWT
 * and also goes in Authorization, as it always has.
 */
export function keyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` }
}

/** What the service-role clients need: the project's URL and its service key, when both exist. */
export function serviceAccess(env: EnvReader): { url: string; key: string } | undefined {
  const url = env('SUPABASE_URL')?.trim()
  const key = serviceKey(env)?.key
  return url && key ? { url, key } : undefined
}
