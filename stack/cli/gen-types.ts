/**
 * `npm run db:types`: writes src/lib/database.types.ts with the pinned Supabase CLI itself,
 * `supabase gen types typescript --remote=<url>` (its default schemas: `public` plus config.toml's
 * `[api] schemas`), then formats it with the project's Prettier settings, as the CLI suggests for
 * its unformatted output, so the committed file passes `npm run format:check` like any other.
 *
 *   npm run db:types                       generate from a throwaway database migrated here
 *   npm run db:types -- --db-url <url>     generate from that database
 *   npm run db:types -- --check            exit 1 if the file on disk is stale (npm test runs it)
 *
 * Without --db-url the database is an embedded PostgreSQL started here on a free port, with the
 * platform SQL and every migration applied (`supabase db push`), and removed afterwards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { applyPlatform, pushMigrations } from '../db/migrate'
import { startPostgres, type PostgresHandle } from '../db/postgres'
import { cliDatabaseUrl, REPO_ROOT, supabaseCli } from '../db/supabase-cli'
import { freePort } from '../free-port'

const OUTPUT = resolve(REPO_ROOT, 'src/lib/database.types.ts')

/** The CLI's TypeScript for the database at `url`, formatted as the project formats TypeScript. */
export async function generateTypes(url: string): Promise<string> {
  const { stdout } = await supabaseCli([
    'gen',
    'types',
    'typescript',
    `--remote=${cliDatabaseUrl(url)}`,
  ])
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {}
  return prettier.format(stdout, { ...options, filepath: OUTPUT })
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, 'db-url': { type: 'string' } },
  })
  let url = values['db-url'] || undefined
  let server: PostgresHandle | undefined
  let dataDir: string | undefined
  try {
    if (!url) {
      dataDir = mkdtempSync(join(tmpdir(), 'idaho-gen-types-'))
      server = await startPostgres({ dataDir, port: await freePort() })
      await applyPlatform(server.superuserUrl)
      url = server.postgresUrl
      await pushMigrations(url)
    }
    const generated = await generateTypes(url)
    const target = relative(REPO_ROOT, OUTPUT)
    if (values.check) {
      let current = ''
      try {
        current = readFileSync(OUTPUT, 'utf8')
      } catch {
        // A missing file is stale too.
      }
      if (current !== generated) {
        console.error(
          `${target} is stale: it does not match the migrated database. Run \`npm run db:types\` and commit the result.`,
        )
        return 1
      }
      console.log(`${target} matches the migrated database.`)
      return 0
    }
    writeFileSync(OUTPUT, generated)
    console.log(`Wrote ${target}.`)
    return 0
  } finally {
    await server?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
