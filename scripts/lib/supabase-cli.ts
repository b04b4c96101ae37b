/**
 * Runs the pinned Supabase CLI (`npx supabase`, the `supabase` devDependency) for the launch
 * check, so migrations and the Advisor are judged by Supabase's own tools rather than by ours.
 *
 * The CLI is pointed at the database with `--remote=<url>` (3.1.0's spelling; `--db-url` is
 * deprecated) and at a scratch working directory holding only `supabase/migrations` (a link to the
 * folder being checked): these commands need nothing else from the project, so a config.toml
 * problem, which the CLI's own config test reports, does not hide the answer here. Output is JSON
 * (`--output-format json`); the connection string, which holds the password, is never printed.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describeDatabase } from './launch-target'

const TIMEOUT_MS = 120_000

export interface CliOutcome {
  code: number | null
  stdout: string
  /** stderr with the connection string replaced by its password-free description. */
  stderr: string
}

export async function runSupabaseCli(
  repoRoot: string,
  migrationsDir: string,
  databaseUrl: string,
  args: string[],
): Promise<CliOutcome> {
  const workdir = mkdtempSync(path.join(tmpdir(), 'launch-check-cli-'))
  mkdirSync(path.join(workdir, 'supabase'))
  symlinkSync(path.resolve(migrationsDir), path.join(workdir, 'supabase', 'migrations'))
  const binary = path.join(repoRoot, 'node_modules', '.bin', 'supabase')
  const fullArgs = [
    ...args,
    `--remote=${databaseUrl}`,
    '--workdir',
    workdir,
    '--output-format',
    'json',
  ]
  try {
    return await new Promise<CliOutcome>((resolve) => {
      const child = spawn(binary, fullArgs, {
        cwd: workdir,
        env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS)
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
      const hide = (text: string) => text.split(databaseUrl).join(describeDatabase(databaseUrl))
      child.on('error', (error) => {
        clearTimeout(timer)
        resolve({ code: null, stdout, stderr: hide(`${stderr}${String(error)}`) })
      })
      child.on('close', (code) => {
        clearTimeout(timer)
        resolve({ code, stdout, stderr: hide(stderr) })
      })
    })
  } finally {
    rmSync(workdir, { recursive: true, force: true })
  }
}

/** The CLI's complaint, without its notices (TLS, deprecations) and without blank lines. */
export function cliComplaint(outcome: CliOutcome): string {
  const lines = outcome.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        line && !/^(npm warn|Target:|Connected to|Warning:|Try rerunning the command)/i.test(line),
    )
  return lines[0] ?? `exit code ${outcome.code ?? 'none (killed)'}`
}

/** The JSON document on stdout, or undefined when there is none. */
export function cliJson<T>(outcome: CliOutcome): T | undefined {
  const text = outcome.stdout.trim()
  const start = text.indexOf('{')
  if (start < 0) return undefined
  try {
    return JSON.parse(text.slice(start)) as T
  } catch {
    return undefined
  }
}
