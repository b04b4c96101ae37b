/**
 * Which Supabase project `npm run launch:check` looks at: a hosted project named by flags or
 * environment variables, or by default the local stack `npm start` runs (its ports moved by
 * STACK_PORT_BASE, its data in `.stack/` or STACK_DATA_DIR), with the stack's public demo keys.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isPlaceholderHost } from '../check-launch-settings'

export interface LaunchTarget {
  /** 'local' for the local stack (or any loopback/example host), 'hosted' otherwise. */
  kind: 'local' | 'hosted'
  /** Where the target was read from, for the report's first line. */
  source: string
  apiUrl: string
  /** The key the site ships (publishable or legacy anon key): every API check uses it. */
  publishableKey: string
  /** The secret or service-role key, only to recognise it if it is given as the site's key. */
  secretKey?: string
  /** A connection string for the `postgres` role (hosted: the session pooler's). */
  databaseUrl?: string
  /**
   * The public site's origin: its /site-version.json says which published version is live, and
   * the hosted auth settings' Site URL and redirect URLs must name it.
   */
  siteUrl?: string
  /**
   * A signed-in admin's access token (two-factor), to call manage-reviewers as the desk does;
   * without it that function is only checked for answering.
   */
  reviewerToken?: string
  /** A personal access token for the Management API, to read the hosted project's auth settings. */
  accessToken?: string
  repoRoot: string
  /** The project's sources the database and API are compared with. */
  migrationsDir: string
  functionsDir: string
  configFile: string
}

/** The stack's public local-development keys (stack/gateway/keys.ts), as `npm start` hands them out. */
export interface LocalStackDefaults {
  anonKey: string
  secretKey: string
}

export const USAGE = `Usage: npm run launch:check [-- options]

Checks that a Supabase project is ready for launch: migrations, Vault, the cron job, pg_net,
the client address, the functions, the delivery backlog, auth settings and the site's placeholders.
With no options it checks the local stack that \`npm start\` runs.

Options (or environment variables):
  --api-url <url>          SUPABASE_URL               https://<ref>.supabase.co
  --publishable-key <key>  SUPABASE_PUBLISHABLE_KEY   the key the site ships (or SUPABASE_ANON_KEY)
  --secret-key <key>       SUPABASE_SECRET_KEY        optional (or SUPABASE_SERVICE_ROLE_KEY); only
                                                      compared, never sent
  --db-url <url>           LAUNCH_DATABASE_URL        the session pooler's connection string
                                                      (postgres.<ref>@aws-0-<region>.pooler.supabase.com:5432)
  --site-url <url>         VITE_SITE_URL              the public site (or SITE_URL), whose
                                                      /site-version.json says which version is live
                                                      and which the auth Site URL must name
  --reviewer-token <jwt>   LAUNCH_REVIEWER_TOKEN      optional: a signed-in admin's access token (sign in
                                                      at /auth with the code; the browser's Local Storage
                                                      sb-<ref>-auth-token → access_token), to check
                                                      manage-reviewers as the desk calls it
  --access-token <token>   SUPABASE_ACCESS_TOKEN      optional: a personal access token (Dashboard → Account →
                                                      Access Tokens), to read the auth settings the
                                                      public API does not show (Management API, read only)
  --migrations-dir <dir>   default supabase/migrations
  --functions-dir <dir>    default supabase/functions
  --config <file>          default supabase/config.toml
  --help`

/** `--name value` and `--name=value` flags. */
export function parseFlags(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"; see --help.`)
    const eq = arg.indexOf('=')
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1))
    } else if (arg === '--help') {
      flags.set('help', 'true')
    } else {
      const value = argv[i + 1]
      if (value === undefined || value.startsWith('--'))
        throw new Error(`${arg} needs a value; see --help.`)
      flags.set(arg.slice(2), value)
      i++
    }
  }
  return flags
}

const KNOWN_FLAGS = new Set([
  'api-url',
  'publishable-key',
  'anon-key',
  'secret-key',
  'service-role-key',
  'db-url',
  'database-url',
  'reviewer-token',
  'access-token',
  'site-url',
  'migrations-dir',
  'functions-dir',
  'config',
  'help',
])

function first(...values: (string | undefined)[]): string | undefined {
  return values.map((value) => value?.trim()).find((value) => value)
}

export function resolveTarget(
  argv: string[],
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  local: LocalStackDefaults,
): LaunchTarget {
  const flags = parseFlags(argv)
  for (const name of flags.keys()) {
    if (!KNOWN_FLAGS.has(name)) throw new Error(`Unknown option --${name}; see --help.`)
  }
  const fromRepo = (flag: string, fallback: string) =>
    path.resolve(flags.get(flag) ?? path.join(repoRoot, fallback))
  const sources = {
    repoRoot,
    migrationsDir: fromRepo('migrations-dir', 'supabase/migrations'),
    functionsDir: fromRepo('functions-dir', 'supabase/functions'),
    configFile: fromRepo('config', 'supabase/config.toml'),
  }
  const apiUrl = first(flags.get('api-url'), env.SUPABASE_URL)
  const publishableKey = first(
    flags.get('publishable-key'),
    flags.get('anon-key'),
    env.SUPABASE_PUBLISHABLE_KEY,
    env.SUPABASE_ANON_KEY,
  )
  const secretKey = first(
    flags.get('secret-key'),
    flags.get('service-role-key'),
    env.SUPABASE_SECRET_KEY,
    env.SUPABASE_SERVICE_ROLE_KEY,
  )
  const databaseUrl = first(flags.get('db-url'), flags.get('database-url'), env.LAUNCH_DATABASE_URL)
  const reviewerToken = first(flags.get('reviewer-token'), env.LAUNCH_REVIEWER_TOKEN)
  const accessToken = first(flags.get('access-token'), env.SUPABASE_ACCESS_TOKEN)
  const siteUrl = first(flags.get('site-url'), env.VITE_SITE_URL, env.SITE_URL)

  if (apiUrl) {
    if (!/^https?:\/\//.test(apiUrl)) throw new Error(`The API URL is not a URL: ${apiUrl}`)
    const host = new URL(apiUrl).hostname
    return {
      kind: isPlaceholderHost(host) ? 'local' : 'hosted',
      source: flags.has('api-url') ? 'the command line' : 'SUPABASE_URL',
      apiUrl: apiUrl.replace(/\/+$/, ''),
      publishableKey: publishableKey ?? (isPlaceholderHost(host) ? local.anonKey : ''),
      secretKey,
      databaseUrl,
      siteUrl,
      reviewerToken,
      accessToken,
      ...sources,
    }
  }

  // The local stack as `npm start` runs it (stack/cli/start.ts): API at the base, database +1.
  const base = Number(env.STACK_PORT_BASE || 54321)
  const dataDir = env.STACK_DATA_DIR
    ? path.resolve(env.STACK_DATA_DIR)
    : path.join(repoRoot, '.stack')
  return {
    kind: 'local',
    source: `the local stack (npm start; data in ${path.relative(process.cwd(), dataDir) || '.'}${localStackRunning(dataDir) ? '' : ', not running'})`,
    apiUrl: `http://127.0.0.1:${base}`,
    publishableKey: publishableKey ?? local.anonKey,
    secretKey: secretKey ?? local.secretKey,
    // The stack's superuser (README: PostgreSQL on base + 1, postgres/postgres).
    databaseUrl: databaseUrl ?? `postgresql://postgres:postgres@127.0.0.1:${base + 1}/postgres`,
    // The stack's site host (base + 8) serves what `npm start` publishes.
    siteUrl: first(flags.get('site-url')) ?? `http://127.0.0.1:${base + 8}`,
    reviewerToken,
    ...sources,
  }
}

/** Whether a process still holds the stack's pid file in this data folder. */
function localStackRunning(dataDir: string): boolean {
  const file = path.join(dataDir, 'stack.pid')
  if (!existsSync(file)) return false
  const pid = Number(readFileSync(file, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** host:port/database of a connection string, never its password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.host}${parsed.pathname}`
  } catch {
    return '(an unparsable connection string)'
  }
}
