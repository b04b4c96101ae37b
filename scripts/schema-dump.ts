/**
 * `npx tsx scripts/schema-dump.ts <out.txt> [migrations folder]`: the schema a migration set
 * builds, as sorted text, for diffing two migration sets with plain `diff` (a fold of migrations
 * into the baseline must leave it unchanged). An ephemeral PostgreSQL gets the platform the way
 * the stack builds one (stack/db/platform.sql, then `supabase db push` as `postgres`) and the
 * folder's migrations (supabase/migrations by default); the dump is its catalog fingerprint
 * (scripts/lib/schema-fingerprint.ts: every object, definition, privilege, comment and inserted
 * row, one block per object, keyed by name, sorted), so creation order and OIDs do not show.
 *
 *   npx tsx scripts/schema-dump.ts /tmp/before.txt          # before editing the migrations
 *   npx tsx scripts/schema-dump.ts /tmp/after.txt           # after
 *   diff /tmp/before.txt /tmp/after.txt | wc -l             # 0: the same schema
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { applyPlatform, MIGRATIONS_DIR, pushMigrations } from '../stack/db/migrate'
import { startPostgres } from '../stack/db/postgres'
import { REPO_ROOT } from '../stack/db/supabase-cli'
import { withClient, withDatabase } from '../stack/db/with-client'
import { freePort } from '../stack/free-port'
import { readFingerprint } from './lib/schema-fingerprint'

async function main(out: string, migrations: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schema-dump-db-'))
  const workdir = mkdtempSync(join(tmpdir(), 'schema-dump-'))
  const server = await startPostgres({ dataDir, port: await freePort() })
  try {
    mkdirSync(join(workdir, 'supabase'), { recursive: true })
    copyFileSync(join(REPO_ROOT, 'supabase/config.toml'), join(workdir, 'supabase/config.toml'))
    cpSync(migrations, join(workdir, 'supabase/migrations'), { recursive: true })
    const database = 'schema_dump'
    await withClient(server.superuserUrl, (client) => client.query(`create database ${database}`))
    await applyPlatform(withDatabase(server.superuserUrl, database))
    await withClient(withDatabase(server.superuserUrl, database), (client) =>
      client.query(`grant all on database ${database} to postgres`),
    )
    const { applied } = await pushMigrations(withDatabase(server.postgresUrl, database), {
      workdir,
    })
    const fingerprint = await withClient(
      withDatabase(server.superuserUrl, database),
      readFingerprint,
    )
    const blocks: string[] = []
    for (const [category, entries] of fingerprint) {
      for (const key of [...entries.keys()].sort()) {
        blocks.push(`== ${category} ${key}\n${entries.get(key) ?? ''}`)
      }
    }
    writeFileSync(out, `${blocks.join('\n')}\n`)
    console.log(`${out}: ${blocks.length} objects from ${applied.length} migrations`)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(workdir, { recursive: true, force: true })
  }
}

const [out, folder] = process.argv.slice(2)
if (!out) {
  console.error('Usage: schema-dump.ts <out.txt> [migrations folder]')
  process.exit(2)
}
main(resolve(out), folder ? resolve(folder) : MIGRATIONS_DIR).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
