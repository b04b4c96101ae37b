/**
 * `npm run test:schema-baseline` (part of `npm test`'s db suite): the migration baseline changes
 * nothing. Two throwaway databases are built the way the stack builds one (stack/db/platform.sql
 * as the bootstrap superuser, then `supabase db push` as `postgres`): one from the history the
 * baseline replaced (supabase/history/pre-baseline-migrations.json.gz: the migration set of
 * faa7e12, before the sixteen later migrations were folded in, followed by the migrations folded
 * in since), one from supabase/migrations; a migration added after the baseline and not folded
 * in yet runs on both. Their catalog fingerprints (scripts/lib/schema-fingerprint.ts) must be
 * equal once the baseline's intended differences (scripts/lib/intended-differences.ts: the desk
 * renames, validated CHECKs) are applied to the history's. Then the proof that the comparison can fail: a dropped grant and an altered function
 * body, applied to the baseline's database only, must both be reported.
 *
 * Target: the cluster of TEST_STACK_SUPERUSER_URL (npm test's throwaway stack; the two databases
 * are created beside its own and dropped afterwards), or else an ephemeral PostgreSQL started
 * here. Exits non-zero on any difference. The baseline's database also proves that the
 * migrations apply to an empty database and that a second apply applies nothing new.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, copyFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyPlatform, listMigrations, pushMigrations } from '../stack/db/migrate'
import { startPostgres, type PostgresHandle } from '../stack/db/postgres'
import { REPO_ROOT } from '../stack/db/supabase-cli'
import { withClient, withDatabase } from '../stack/db/with-client'
import { freePort } from '../stack/free-port'
import { BASELINE_BEFORE_VERSION, extractArchive, readArchive } from './lib/migration-archive'
import { applyIntendedDifferences } from './lib/intended-differences'
import { compareFingerprints, readFingerprint, type Fingerprint } from './lib/schema-fingerprint'

/** A supabase/ folder for `db push` holding config.toml and `fill` (config.toml names no template files). */
function projectFolder(fill: (migrationsDir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-baseline-'))
  mkdirSync(join(dir, 'supabase/migrations'), { recursive: true })
  copyFileSync(join(REPO_ROOT, 'supabase/config.toml'), join(dir, 'supabase/config.toml'))
  fill(join(dir, 'supabase/migrations'))
  return dir
}

/** Creates `database`, gives it the platform as hosted has it, and pushes the workdir's migrations. */
async function buildDatabase(
  superuserUrl: string,
  postgresUrl: string,
  database: string,
  workdir: string,
): Promise<string[]> {
  await withClient(superuserUrl, (client) => client.query(`create database ${database}`))
  await applyPlatform(withDatabase(superuserUrl, database))
  await withClient(withDatabase(superuserUrl, database), (client) =>
    client.query(`grant all on database ${database} to postgres`),
  )
  const { applied } = await pushMigrations(withDatabase(postgresUrl, database), { workdir })
  return applied
}

/**
 * The baseline's database is also the proof that the migrations apply to an empty database as
 * `postgres` (as `db push` runs them on hosted) and that a second apply applies nothing new: one
 * database build for both proofs (formerly scripts/test-db.ts built a third one for this).
 */
async function checkMigrationsApplyCleanly(
  postgresUrl: string,
  database: string,
  workdir: string,
  first: string[],
): Promise<boolean> {
  const expected = listMigrations().map((migration) => migration.version)
  if (JSON.stringify(first) !== JSON.stringify(expected)) {
    console.log(
      `not ok - the first apply applied ${first.join(', ') || 'nothing'}, expected ${expected.join(', ')}`,
    )
    return false
  }
  const second = (await pushMigrations(withDatabase(postgresUrl, database), { workdir })).applied
  if (second.length !== 0) {
    console.log(`not ok - a second apply applied ${second.join(', ')}, expected nothing`)
    return false
  }
  console.log(
    `ok - migrations apply to an empty database (${first.length}) and a second apply applies nothing new`,
  )
  return true
}

const fingerprintOf = (superuserUrl: string, database: string): Promise<Fingerprint> =>
  withClient(withDatabase(superuserUrl, database), readFingerprint)

/**
 * The deliberate changes the comparison must report: each is applied to the baseline's database
 * alone, as a wrong baseline would differ.
 */
const DELIBERATE_CHANGES = [
  {
    what: 'a dropped grant',
    sql: 'revoke select on public.saved_replies from authenticated',
    expect: /^relation public\.saved_replies: differs/,
  },
  {
    what: 'an altered function body',
    sql: `do $$
          declare _definition text := pg_get_functiondef('private.has_role(uuid, public.app_role)'::regprocedure);
          begin execute replace(_definition, 'select', 'select /* altered */'); end $$`,
    // The definer body (public.has_role is its SECURITY INVOKER wrapper).
    expect: /^function private\.has_role\(uuid,public\.app_role\): differs/,
  },
  {
    what: 'a changed row a migration inserted',
    sql: 'update public.retention_periods set months = months + 1',
    expect: /^table_rows public\.retention_periods: differs/,
  },
]

async function main(): Promise<number> {
  const archived = readArchive()
  if (archived.length === 0) {
    console.error('The migration archive is empty or missing (supabase/history/).')
    return 1
  }
  let server: PostgresHandle | undefined
  let dataDir: string | undefined
  let superuserUrl = process.env.TEST_STACK_SUPERUSER_URL
  let postgresUrl = process.env.TEST_STACK_DB_URL
  const history = `schema_history_${process.pid}`
  const baseline = `schema_baseline_${process.pid}`
  const folders: string[] = []
  try {
    if (!superuserUrl || !postgresUrl) {
      dataDir = mkdtempSync(join(tmpdir(), 'idaho-schema-baseline-'))
      server = await startPostgres({ dataDir, port: await freePort() })
      superuserUrl = server.superuserUrl
      postgresUrl = server.postgresUrl
    }
    // Migrations added after the baseline and not folded in yet run on both sides.
    const appended = listMigrations().filter(
      (migration) => migration.version >= BASELINE_BEFORE_VERSION,
    )
    const historyDir = projectFolder((dir) => {
      extractArchive(dir, archived)
      for (const migration of appended) {
        copyFileSync(migration.path, join(dir, `${migration.version}_${migration.name}.sql`))
      }
    })
    const baselineDir = projectFolder((dir) =>
      cpSync(join(REPO_ROOT, 'supabase/migrations'), dir, { recursive: true }),
    )
    folders.push(historyDir, baselineDir)
    const historyCount = (await buildDatabase(superuserUrl, postgresUrl, history, historyDir))
      .length
    const baselineApplied = await buildDatabase(superuserUrl, postgresUrl, baseline, baselineDir)
    const baselineCount = baselineApplied.length
    const appliesCleanly = await checkMigrationsApplyCleanly(
      postgresUrl,
      baseline,
      baselineDir,
      baselineApplied,
    )
    console.log(
      `built ${history} from ${historyCount - appended.length} archived migrations and ${baseline} from ${baselineCount - appended.length} baseline files${appended.length ? `, each followed by the ${appended.length} later migration(s) not folded in yet (${appended.map((m) => m.version).join(', ')})` : ''}`,
    )

    // The history as the baseline intends it: each deliberate difference (scripts/lib/
    // intended-differences.ts) applied, and listed with the objects it touched.
    const { expected, touched } = applyIntendedDifferences(
      await fingerprintOf(superuserUrl, history),
    )
    console.log(`intended differences: ${touched.size}`)
    let stale = false
    for (const [what, count] of touched) {
      if (count === 0) stale = true
      console.log(
        `  ${what}: ${count} object(s)${count === 0 ? ' (none: a stale entry, remove it)' : ''}`,
      )
    }
    const { counts, differences } = compareFingerprints(
      expected,
      await fingerprintOf(superuserUrl, baseline),
    )
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
    console.log(
      `objects compared: ${total} (${[...counts].map(([category, count]) => `${category} ${count}`).join(', ')})`,
    )
    console.log(`differences: ${differences.length === 0 ? 'none' : differences.length}`)
    for (const difference of differences) console.log(`  ${difference}`)
    let failed = differences.length > 0 || stale || !appliesCleanly
    console.log(`${failed ? 'not ok' : 'ok'} - the baseline builds the schema the history built`)

    for (const change of DELIBERATE_CHANGES) {
      await withClient(withDatabase(superuserUrl, baseline), (client) => client.query(change.sql))
      const after = compareFingerprints(expected, await fingerprintOf(superuserUrl, baseline))
      const found = after.differences.some((difference) => change.expect.test(difference))
      if (!found) failed = true
      console.log(`${found ? 'ok' : 'not ok'} - the comparison reports ${change.what}`)
    }
    return failed ? 1 : 0
  } finally {
    for (const database of [history, baseline]) {
      await withClient(superuserUrl ?? '', (client) =>
        client.query(`drop database if exists ${database} with (force)`),
      ).catch(() => {})
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
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
