/**
 * `npm run test:db`: the database's own proof.
 *
 * 1. (That migrations apply to an empty database and a second apply applies nothing new is proved
 *    by scripts/test-schema-baseline.ts on the database it builds from supabase/migrations, the
 *    other half of `npm test`'s db suite: one database build instead of two.)
 * 2. The pgTAP files in supabase/tests run with pg_prove, as `supabase test db` runs them:
 *    `create extension if not exists pgtap with schema extensions`, then
 *    `pg_prove --ext .sql -r supabase/tests`, then the extension is dropped again if it was not
 *    there before. The first file, database/000-setup-tests-helpers.sql, creates the shared
 *    helpers in a `tests` schema; the last, zzz-teardown-tests-helpers.sql, drops it, and so does
 *    this script afterwards (a run that stopped half-way), so the helpers exist only for the
 *    length of a run and never stay behind in a database the tests borrowed.
 *
 * Target: TEST_STACK_DB_URL (a superuser URL of an already-migrated database, e.g. the throwaway
 * stack of `npm test`), or else an ephemeral PostgreSQL started here on port 58322 and removed
 * afterwards. Exits non-zero on any failure.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyPlatform, pushMigrations } from '../stack/db/migrate'
import { postgresInstallation, startPostgres, type PostgresHandle } from '../stack/db/postgres'
import { withClient } from '../stack/db/with-client'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TESTS_DIR = 'supabase/tests'
const EPHEMERAL_PORT = 58322
const PGTAP_SOURCE_DIR = '/usr/share/postgresql/15/extension'
const PG_PROVE = '/usr/bin/pg_prove'

/**
 * The embedded PostgreSQL 17 has its own extension folder; pgTAP is plain SQL, so Debian's files
 * for PostgreSQL 15 install there unchanged. Copied on every run because `npm ci` starts clean.
 */
function installPgtapIntoEmbeddedPostgres(): void {
  // The installation the stack runs: as root that can be a copy outside node_modules.
  const { extensionDir } = postgresInstallation()
  if (!existsSync(extensionDir)) throw new Error(`No extension folder at ${extensionDir}`)
  if (!existsSync(resolve(PGTAP_SOURCE_DIR, 'pgtap.control'))) {
    throw new Error(
      'pgTAP is not installed. Run: apt-get update && apt-get install -y postgresql-15-pgtap',
    )
  }
  for (const file of readdirSync(PGTAP_SOURCE_DIR)) {
    if (/^pgtap(--[0-9.]+(--[0-9.]+)?\.sql|\.control)$/.test(file)) {
      copyFileSync(resolve(PGTAP_SOURCE_DIR, file), resolve(extensionDir, file))
    }
  }
}

function runPgProve(url: string): Promise<number> {
  return new Promise((resolveExit, reject) => {
    const child = spawn(PG_PROVE, ['--dbname', url, '--ext', '.sql', '-r', TESTS_DIR], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, PGOPTIONS: '--client-min-messages=warning' },
    })
    child.on('error', reject)
    child.on('exit', (code) => resolveExit(code ?? 1))
  })
}

async function main(): Promise<number> {
  if (!existsSync(PG_PROVE)) {
    console.error(
      'pg_prove is missing. Run: apt-get update && apt-get install -y postgresql-15-pgtap',
    )
    return 1
  }
  installPgtapIntoEmbeddedPostgres()

  let server: PostgresHandle | undefined
  let dataDir: string | undefined
  // pg_prove runs as `postgres` (not a superuser, as on hosted); only installing pgTAP, an
  // untrusted extension, and the platform set-up need the superuser.
  let url = process.env.TEST_STACK_DB_URL
  let superuserUrl = process.env.TEST_STACK_SUPERUSER_URL
  try {
    if (!url || !superuserUrl) {
      dataDir = mkdtempSync(join(tmpdir(), 'idaho-test-db-'))
      server = await startPostgres({ dataDir, port: EPHEMERAL_PORT })
      url = server.postgresUrl
      superuserUrl = server.superuserUrl
      await applyPlatform(superuserUrl)
      await pushMigrations(url)
    }
    const su = superuserUrl

    const hadPgtap = await withClient(su, async (client) => {
      const { rowCount } = await client.query(`select 1 from pg_extension where extname = 'pgtap'`)
      await client.query('create extension if not exists pgtap with schema extensions')
      return Boolean(rowCount)
    })
    try {
      return await runPgProve(url)
    } finally {
      await withClient(su, async (client) => {
        await client.query('drop schema if exists tests cascade')
        if (!hadPgtap) await client.query('drop extension pgtap')
      })
    }
  } finally {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
