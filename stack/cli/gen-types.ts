/**
 * `npm run db:types`: writes src/lib/database.types.ts with the engine behind
 * `supabase gen types typescript --local` (@supabase/postgrest-typegen: the introspection and
 * TypeScript template of postgres-meta, which the CLI runs), so the file is what the CLI gives.
 *
 *   npm run db:types                       generate from a throwaway database migrated here
 *   npm run db:types -- --db-url <url>     generate from that database
 *   npm run db:types -- --check            exit 1 if the file on disk is stale (npm test runs it)
 *
 * The CLI's defaults, from its source (internal/gen/types): the schemas are `public` plus the
 * `[api] schemas` of supabase/config.toml; one-to-one relationships are detected (PostgREST 10+);
 * no PostgREST version is passed for a local database, so the file carries no
 * `__InternalSupabase` marker and supabase-js assumes PostgREST 12.
 *
 * Without --db-url the database is an embedded PostgreSQL started here on a free port, with the
 * platform SQL and every migration applied, and removed afterwards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation'
import { introspect } from '@supabase/postgrest-typegen/introspection'
import pg from 'pg'
import { applyMigrations, applyPlatform } from '../db/migrate'
import { startPostgres, type PostgresHandle } from '../db/postgres'
import { readToml } from '../gateway/config-toml'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const OUTPUT = resolve(repoRoot, 'src/lib/database.types.ts')
const CONFIG = resolve(repoRoot, 'supabase/config.toml')

/** `public` first, then `[api] schemas`, duplicates removed: the CLI's default `--schema` list. */
export function includedSchemas(config = CONFIG): string[] {
  const configured = readToml(config).get('api')?.schemas
  const extra = Array.isArray(configured) ? configured.map(String) : []
  return [...new Set(['public', ...extra])]
}

export async function generateTypes(url: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  pool.on('error', () => {})
  try {
    const metadata = await introspect(pool, { includedSchemas: includedSchemas() })
    return await generateTypescript(sortGeneratorMetadata(metadata), {
      detectOneToOneRelationships: true,
    })
  } finally {
    await pool.end()
  }
}

/** A port nothing listens on right now: the kernel's pick for port 0, released at once. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port)
        else reject(new Error('no free port'))
      })
    })
  })
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
      await applyMigrations(url)
    }
    const generated = await generateTypes(url)
    const target = relative(repoRoot, OUTPUT)
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
