/**
 * The frozen pre-baseline migration history (supabase/history/pre-baseline-migrations.json.gz),
 * read only by the schema comparison. docs/migration-baseline.md says when to use it.
 *
 *   npx tsx scripts/migration-archive.ts list
 *   npx tsx scripts/migration-archive.ts add supabase/migrations/<version>_<name>.sql [...]
 *       moves each file into the archive (and out of supabase/migrations): the first step of
 *       folding a migration into the baseline, before launch only
 *   npx tsx scripts/migration-archive.ts extract <dir>   writes the archived files into <dir>
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import {
  extractArchive,
  MIGRATION_FILE_NAME,
  readArchive,
  writeArchive,
} from './lib/migration-archive'

function add(files: string[]): void {
  if (files.length === 0) throw new Error('Name the migration files to archive.')
  const archive = readArchive()
  const names = new Set(archive.map((migration) => migration.name))
  for (const file of files) {
    const name = basename(file)
    if (!MIGRATION_FILE_NAME.test(name)) throw new Error(`${file} is not a migration file.`)
    if (!existsSync(file)) throw new Error(`${file} does not exist.`)
    if (names.has(name)) throw new Error(`${name} is already in the archive.`)
    archive.push({ name, sql: readFileSync(file, 'utf8') })
    names.add(name)
  }
  writeArchive(archive)
  for (const file of files) rmSync(file)
  console.log(
    `archived ${files.map((file) => basename(file)).join(', ')}; now fold ${files.length === 1 ? 'it' : 'them'} into the baseline's domain files and run npm run test:schema-baseline`,
  )
}

const [command, ...rest] = process.argv.slice(2)
try {
  if (command === 'list') {
    for (const migration of readArchive()) console.log(migration.name)
  } else if (command === 'add') {
    add(rest)
  } else if (command === 'extract' && rest[0]) {
    extractArchive(resolve(rest[0]))
  } else {
    console.error('Usage: migration-archive.ts list | add <migration file...> | extract <dir>')
    process.exit(2)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
