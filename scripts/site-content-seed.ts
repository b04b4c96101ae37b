/**
 * `npm run site:seed`: writes the site content block of supabase/seed.sql from the content
 * modules (src/content/seed-database-content.ts: the records and every page's copy), loaded through Vite so `@/` imports and
 * `import.meta.env` resolve as in the build. `--check` fails instead when the file differs.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { withSiteContentSeed } from './lib/site-content-seed-sql'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedFile = path.join(root, 'supabase/seed.sql')

const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const module = (await vite.ssrLoadModule('/src/content/seed-database-content.ts')) as {
    seedDatabaseContent: unknown
  }
  const schema = (await vite.ssrLoadModule('/src/content/site-content-schema.ts')) as {
    siteContentSchema: { parse(value: unknown): unknown }
  }
  schema.siteContentSchema.parse(module.seedDatabaseContent)
  const current = await readFile(seedFile, 'utf8')
  const next = withSiteContentSeed(current, module.seedDatabaseContent)
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('supabase/seed.sql is out of date with src/content: run `npm run site:seed`')
      process.exitCode = 1
    }
  } else if (next !== current) {
    await writeFile(seedFile, next)
    console.log('supabase/seed.sql: site content written from src/content')
  } else {
    console.log('supabase/seed.sql: site content already current')
  }
} finally {
  await vite.close()
}
