/**
 * What the project's own sources say a deployed project must have: the migrations in
 * `supabase/migrations`, the cron jobs they schedule and the Vault secrets those jobs read, the
 * functions in `supabase/functions` and their `verify_jwt` setting in `supabase/config.toml`.
 * The launch check compares a live project with these, so a new migration, job, secret or
 * function is checked without changing the check.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readToml } from '../../stack/gateway/config-toml'
import { listMigrations, type MigrationFile } from '../../stack/db/migrate'

export type { MigrationFile }

export function projectMigrations(dir: string): MigrationFile[] {
  return listMigrations(dir)
}

export interface ScheduledJob {
  name: string
  /** The migration that last schedules it (where its `cron.schedule` statement can be copied from). */
  migration: string
  /** Vault secrets its command reads (`vault.decrypted_secrets where name = '…'`). */
  vaultSecrets: string[]
}

const SCHEDULE = /cron\.schedule\s*\(\s*(?:job_name\s*:=\s*)?'([^']+)'/g
const UNSCHEDULE = /cron\.unschedule\s*\(\s*(?:job_name\s*:=\s*)?'([^']+)'/g
const VAULT_NAME = /vault\.decrypted_secrets\s+where\s+name\s*=\s*'([^']+)'/g

/** SQL without `--` comments, so a comment that mentions cron.schedule schedules nothing. */
function withoutLineComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, '')
}

/** Names of the Vault secrets a piece of SQL (a migration, a job's command) reads. */
export function vaultSecretsReadBy(sql: string): string[] {
  return [...new Set([...withoutLineComments(sql).matchAll(VAULT_NAME)].map((m) => m[1]!))]
}

/**
 * The cron jobs the migrations leave scheduled, in order: a later `cron.unschedule('x')` removes
 * a job an earlier migration scheduled, a later `cron.schedule('x', …)` replaces it.
 */
export function scheduledJobs(migrations: MigrationFile[]): ScheduledJob[] {
  const jobs = new Map<string, ScheduledJob>()
  for (const migration of migrations) {
    const sql = withoutLineComments(readFileSync(migration.path, 'utf8'))
    const events = [
      ...[...sql.matchAll(SCHEDULE)].map((m) => ({ at: m.index, name: m[1]!, on: true })),
      ...[...sql.matchAll(UNSCHEDULE)].map((m) => ({ at: m.index, name: m[1]!, on: false })),
    ].sort((a, b) => a.at - b.at)
    for (const event of events) {
      if (!event.on) {
        jobs.delete(event.name)
        continue
      }
      jobs.set(event.name, {
        name: event.name,
        migration: path.basename(migration.path),
        vaultSecrets: vaultSecretsReadBy(scheduleCall(sql, event.at)),
      })
    }
  }
  return [...jobs.values()]
}

/**
 * The text of the cron.schedule call starting at `at`: through its dollar-quoted command when it
 * has one (the command holds semicolons of its own), else to the end of the statement.
 */
function scheduleCall(sql: string, at: number): string {
  const statementEnd = sql.indexOf(';', at)
  const open = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(at))
  if (open && (statementEnd < 0 || at + open.index < statementEnd)) {
    const start = at + open.index + open[0].length
    const close = sql.indexOf(open[0], start)
    return sql.slice(at, close < 0 ? undefined : close)
  }
  return sql.slice(at, statementEnd < 0 ? undefined : statementEnd)
}

export interface ProjectFunction {
  name: string
  /** `[functions.<name>] verify_jwt` in config.toml; Supabase's default is true. */
  verifyJwt: boolean
}

/** Every deployable function: a folder with an index.ts, not `_shared` or another `_`/`.` folder. */
export function projectFunctions(functionsDir: string, configFile: string): ProjectFunction[] {
  if (!existsSync(functionsDir)) return []
  const config = existsSync(configFile) ? readToml(configFile) : new Map()
  return readdirSync(functionsDir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => {
      const folder = path.join(functionsDir, name)
      return statSync(folder).isDirectory() && existsSync(path.join(folder, 'index.ts'))
    })
    .sort()
    .map((name) => ({
      name,
      verifyJwt: config.get(`functions.${name}`)?.verify_jwt !== false,
    }))
}

/** `[auth.email] enable_confirmations` in config.toml (the local stack's setting). */
export function localConfirmationsSetting(configFile: string): boolean | undefined {
  if (!existsSync(configFile)) return undefined
  const value = readToml(configFile).get('auth.email')?.enable_confirmations
  return typeof value === 'boolean' ? value : undefined
}
