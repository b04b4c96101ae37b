/**
 * `npx tsx scripts/page-texts.ts <route>…`: each text of a page as its seed holds it, by address
 * (supabase/functions/_shared/schemas/translated-texts.ts), one `"address": "English",` a line, and
 * the page's word count: what a translator works from when writing a page's Spanish seed
 * (src/content/page-translations/).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { seedPageCopy } = (await vite.ssrLoadModule('/src/content/page-copy-seed.ts')) as {
    seedPageCopy: Record<string, { translations?: unknown }>
  }
  const { textsOf } = (await vite.ssrLoadModule(
    '/supabase/functions/_shared/schemas/translated-texts.ts',
  )) as { textsOf: (value: unknown) => { address: string; text: string }[] }
  for (const route of process.argv.slice(2)) {
    const page = seedPageCopy[route]
    if (!page) throw new Error(`No page at ${route}`)
    const { translations: _translations, ...english } = page
    const texts = textsOf(english)
    console.log(`// ${route}: ${texts.length} texts, ${wordCount(texts)} words`)
    for (const { address, text } of texts) {
      console.log(`  ${JSON.stringify(address)}: ${JSON.stringify(text)},`)
    }
  }
} finally {
  await vite.close()
}

function wordCount(texts: { text: string }[]): number {
  return texts.reduce((sum, { text }) => sum + text.split(/\s+/).filter(Boolean).length, 0)
}
