/**
 * How a database gets the project's schema, locally as on hosted:
 *
 * 1. stack/db/platform.sql, as the bootstrap superuser: what hosted Supabase has before a
 *    project's first migration (roles, the auth schema, grants, the pg_cron/pg_net/Vault
 *    stand-ins). No package provides it for a Docker-free PostgreSQL, so it stays ours.
 * 2. `supabase db push --remote=<url> [--include-seed]`, the pinned Supabase CLI itself, signed in
 *    as `postgres` (not a superuser, as on hosted): its statement splitter, its one transaction
 *    per migration, its history table (supabase_migrations.schema_migrations, which it creates)
 *    and its seed bookkeeping (supabase_migrations.seed_files). Nothing here imitates it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cliDatabaseUrl, REPO_ROOT, supabaseCli } from './supabase-cli'
import { withClient } from './with-client'

export const MIGRATIONS_DIR = resolve(REPO_ROOT, 'supabase/migrations')
const PLATFORM_FILE = resolve(REPO_ROOT, 'stack/db/platform.sql')
/** Hosted's storage schema, which exists before a project's first migration as auth does. */
const STORAGE_SCHEMA_FILE = resolve(REPO_ROOT, 'stack/storage/schema.sql')

/** The Supabase CLI's rule for migration file names. */
const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/

/** Recreates what hosted Supabase provides before migrations (roles, auth schema, grants). */
export async function applyPlatform(superuserUrl: string): Promise<void> {
  const sql = readFileSync(PLATFORM_FILE, 'utf8')
  const storage = readFileSync(STORAGE_SCHEMA_FILE, 'utf8')
  await withClient(superuserUrl, async (client) => {
    await client.query(sql)
    await client.query(storage)
  })
}

export interface MigrationFile {
  version: string
  name: string
  path: string
}

/** The migration files of a folder in version order (what `db push` will consider). */
export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .flatMap((file) => {
      const match = MIGRATION_NAME.exec(file)
      return match ? [{ version: match[1]!, name: match[2]!, path: resolve(dir, file) }] : []
    })
    .sort((a, b) => a.version.localeCompare(b.version))
}

interface History {
  versions: Set<string>
  seeds: Set<string>
}

/** What the CLI's history tables hold; empty before its first push created them. */
async function readHistory(url: string): Promise<History> {
  return withClient(url, async (client) => {
    const exists = async (table: string) =>
      (await client.query<{ t: string | null }>('select to_regclass($1)::text as t', [table]))
        .rows[0]?.t != null
    const versions = (await exists('supabase_migrations.schema_migrations'))
      ? (
          await client.query<{ v: string }>(
            'select version as v from supabase_migrations.schema_migrations',
          )
        ).rows.map((row) => row.v)
      : []
    const seeds = (await exists('supabase_migrations.seed_files'))
      ? (
          await client.query<{ s: string }>(
            `select path || ':' || hash as s from supabase_migrations.seed_files`,
          )
        ).rows.map((row) => row.s)
      : []
    return { versions: new Set(versions), seeds: new Set(seeds) }
  })
}

export interface PushOptions {
  /** Also run the seed files of config.toml's [db.seed] (`--include-seed`). */
  includeSeed?: boolean
  /** The folder holding `supabase/` (config.toml and migrations); this checkout unless given. */
  workdir?: string
}

export interface PushResult {
  /** Versions this push applied, in order. */
  applied: string[]
  /** Whether this push ran a seed file. */
  seeded: boolean
}

/**
 * `supabase db push --remote=<url> --yes [--include-seed]` as `url`'s role (`postgres`). Throws
 * with the CLI's own message when a migration fails; the CLI rolls that migration back and
 * records nothing of it.
 */
export async function pushMigrations(url: string, options: PushOptions = {}): Promise<PushResult> {
  const before = await readHistory(url)
  const args = ['db', 'push', `--remote=${cliDatabaseUrl(url)}`, '--yes']
  if (options.includeSeed) args.push('--include-seed')
  await supabaseCli(args, { workdir: options.workdir })
  const after = await readHistory(url)
  return {
    applied: [...after.versions].filter((version) => !before.versions.has(version)).sort(),
    seeded: [...after.seeds].some((seed) => !before.seeds.has(seed)),
  }
}
