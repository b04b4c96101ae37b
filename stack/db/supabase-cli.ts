/**
 * Runs the pinned Supabase CLI (the exact `supabase` devDependency in package.json) the way
 * `npx supabase …` runs it, from any folder and as any user: the binary is found through Node's
 * module resolution from this file, and `--workdir` always names this checkout, so the CLI reads
 * this project's supabase/config.toml, migrations and seed whatever the current directory is.
 *
 * The CLI runs here without Docker for everything that talks to a database URL (`db push`,
 * `gen types`, `migration list`, `db advisors`, `inspect db`); see docs/architecture.md.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The npm package's launcher, which picks the platform binary (@supabase/cli-<os>-<arch>). */
export function supabaseCliEntry(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('supabase/package.json')), 'dist/supabase.js')
}

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export interface CliOptions {
  /** The folder holding the `supabase/` folder; this checkout unless given. */
  workdir?: string
  /** Extra environment variables (e.g. SUPABASE_ACCESS_TOKEN for hosted commands). */
  env?: NodeJS.ProcessEnv
}

/**
 * No telemetry and no update check: the stack and the tests call the CLI many times, offline, and
 * must not write the CLI's update-check cache into supabase/.temp on every call.
 */
const QUIET_ENV = {
  DO_NOT_TRACK: '1',
  SUPABASE_TELEMETRY_DISABLED: '1',
  SUPABASE_NO_UPDATE_NOTIFIER: '1',
}

/**
 * config.toml's `[auth.hook.send_email] secrets = "env(SEND_EMAIL_HOOK_SECRET)"`: the CLI refuses
 * to load the file without a well-formed value, even for commands that never touch Auth (db push,
 * gen types, migration list, db advisors). A command run here outside a stack (`npm run db:types`,
 * the launch check, the schema comparison) gets a throwaway one; a stack's own runs keep the
 * secret the stack exported (stack/index.ts), and a real one in the environment always wins.
 */
const THROWAWAY_HOOK_SECRET = `v1,whsec_${randomBytes(32).toString('base64')}`

/** Runs `supabase <args> --workdir <workdir>` and collects its output; never throws on exit code. */
export function runSupabaseCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const workdir = options.workdir ?? REPO_ROOT
  return new Promise((resolveResult, reject) => {
    const child = spawn(process.execPath, [supabaseCliEntry(), ...args, '--workdir', workdir], {
      cwd: workdir,
      env: {
        SEND_EMAIL_HOOK_SECRET: THROWAWAY_HOOK_SECRET,
        ...process.env,
        ...QUIET_ENV,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolveResult({ code: code ?? 1, stdout, stderr }))
  })
}

/** Like runSupabaseCli, but a non-zero exit throws with everything the CLI printed. */
export async function supabaseCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const result = await runSupabaseCli(args, options)
  if (result.code !== 0) {
    const output = `${result.stderr}\n${result.stdout}`.trim()
    throw new Error(`supabase ${args[0] ?? ''} ${args[1] ?? ''} failed:\n${output}`)
  }
  return result
}

/**
 * The form of a database URL the CLI takes as `--remote=<url>`. Locally PostgreSQL has no TLS:
 * `sslmode=disable` says so, so the CLI neither tries TLS first nor prints a notice about it.
 */
export function cliDatabaseUrl(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable')
  // application_name names our own pools' connections; the CLI names its own.
  parsed.searchParams.delete('application_name')
  return parsed.toString()
}
