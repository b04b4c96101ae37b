/**
 * The migration history from before the baseline, frozen in one gzip file
 * (supabase/history/pre-baseline-migrations.json.gz). Only the schema comparison
 * (scripts/test-schema-baseline.ts) reads it: it replays these files into one throwaway database
 * and supabase/migrations into another, and the two must compare equal. It is never pushed
 * anywhere. Why one gzip file and not a folder of .sql: the history is an archive, not code to
 * read or edit, and a plain copy would read to `duplicates` as thousands of lines repeated.
 * docs/migration-baseline.md says how a later migration is folded in (`add`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { REPO_ROOT } from '../../stack/db/supabase-cli'

export const ARCHIVE_FILE = resolve(REPO_ROOT, 'supabase/history/pre-baseline-migrations.json.gz')

export interface ArchivedMigration {
  /** The file name it had in supabase/migrations, e.g. `20251130060200_audit_chain.sql`. */
  name: string
  sql: string
}

interface ArchiveDocument {
  note: string
  migrations: ArchivedMigration[]
}

const NOTE =
  'The migration history replaced by the baseline. Read only by scripts/test-schema-baseline.ts; see docs/migration-baseline.md.'

/**
 * The baseline's files have versions before this one; a migration in supabase/migrations with a
 * later version was added after the baseline and not folded in yet. The comparison replays such
 * migrations on both sides (after the archive, after the baseline), so merging one keeps the
 * comparison meaningful, and folding it in (docs/migration-baseline.md) moves it into the archive.
 */
export const BASELINE_BEFORE_VERSION = '20251102000000'

/** The Supabase CLI's rule for migration file names: the version is the digits before `_`. */
export const MIGRATION_FILE_NAME = /^([0-9]+)_(.*)\.sql$/

export function readArchive(file = ARCHIVE_FILE): ArchivedMigration[] {
  if (!existsSync(file)) return []
  const document = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as ArchiveDocument
  return document.migrations
}

/** Writes the archive in version order; gzip's header carries no time, so equal input, equal bytes. */
export function writeArchive(migrations: ArchivedMigration[], file = ARCHIVE_FILE): void {
  const names = new Set<string>()
  for (const migration of migrations) {
    if (!MIGRATION_FILE_NAME.test(migration.name)) {
      throw new Error(`${migration.name} is not a migration file name (<digits>_<name>.sql)`)
    }
    if (names.has(migration.name)) throw new Error(`${migration.name} is in the archive twice`)
    names.add(migration.name)
  }
  const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name))
  const document: ArchiveDocument = { note: NOTE, migrations: sorted }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, gzipSync(`${JSON.stringify(document, null, 1)}\n`, { level: 9 }))
}

/** Writes the archived files into `dir` (a throwaway supabase/migrations folder). */
export function extractArchive(dir: string, migrations = readArchive()): void {
  mkdirSync(dir, { recursive: true })
  for (const migration of migrations) writeFileSync(resolve(dir, migration.name), migration.sql)
}
