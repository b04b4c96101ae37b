import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const MIGRATIONS_DIR = resolve(repoRoot, 'supabase/migrations')
export const SEED_FILE = resolve(repoRoot, 'supabase/seed.sql')
const PLATFORM_FILE = resolve(repoRoot, 'stack/db/platform.sql')

/** The Supabase CLI's rule for migration file names. */
const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  // A server-side termination (e.g. the cluster stopping) must not crash the process.
  client.on('error', () => {})
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Recreates what hosted Supabase provides before migrations (roles, auth schema, grants). */
export async function applyPlatform(superuserUrl: string): Promise<void> {
  const sql = readFileSync(PLATFORM_FILE, 'utf8')
  await withClient(superuserUrl, (client) => client.query(sql).then(() => undefined))
}

export interface MigrationFile {
  version: string
  name: string
  path: string
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .flatMap((file) => {
      const match = MIGRATION_NAME.exec(file)
      return match ? [{ version: match[1]!, name: match[2]!, path: resolve(dir, file) }] : []
    })
    .sort((a, b) => a.version.localeCompare(b.version))
}

/**
 * Applies the migrations not yet recorded in supabase_migrations.schema_migrations, each in its
 * own transaction, in version order, as the Supabase CLI does. Returns the versions applied.
 */
export async function applyMigrations(
  superuserUrl: string,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  return withClient(superuserUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    )
    const applied = new Set(rows.map((row) => row.version))
    const newlyApplied: string[] = []
    for (const migration of listMigrations(dir)) {
      if (applied.has(migration.version)) continue
      const sql = readFileSync(migration.path, 'utf8')
      try {
        await client.query('begin')
        await client.query(sql)
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        )
        await client.query('commit')
      } catch (error) {
        await client.query('rollback')
        throw new Error(
          `Migration ${migration.version}_${migration.name}.sql failed: ${String(error)}`,
        )
      }
      newlyApplied.push(migration.version)
    }
    return newlyApplied
  })
}

/** Runs supabase/seed.sql once per content hash, like `supabase start` on a fresh database. */
export async function applySeed(superuserUrl: string, file = SEED_FILE): Promise<boolean> {
  if (!existsSync(file)) return false
  const sql = readFileSync(file, 'utf8')
  const hash = createHash('sha256').update(sql).digest('hex')
  return withClient(superuserUrl, async (client) => {
    const { rowCount } = await client.query(
      'select 1 from supabase_migrations.seed_files where path = $1',
      ['supabase/seed.sql'],
    )
    if (rowCount) return false
    await client.query('begin')
    try {
      await client.query(sql)
      await client.query(
        'insert into supabase_migrations.seed_files (path, hash) values ($1, $2)',
        ['supabase/seed.sql', hash],
      )
      await client.query('commit')
    } catch (error) {
      await client.query('rollback')
      throw new Error(`supabase/seed.sql failed: ${String(error)}`)
    }
    return true
  })
}
