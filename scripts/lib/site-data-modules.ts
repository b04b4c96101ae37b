/**
 * The code of the modules that hand a data build's content to the app
 * (scripts/lib/site-content-plugin.ts). The content is not in the bundles: the server bundle reads
 * the build's data folder (SITE_DATA_DIR, set by scripts/prerender.ts) when the prerender loads
 * it, and the app fetches the same files, named by the page's `<meta name="site-data">`, before
 * it hydrates (scripts/lib/site-data.ts writes them). So a publication that changes only words
 * keeps the last good build's bundles, and the app hydrates exactly what the prerender wrote.
 */
import { fileURLToPath } from 'node:url'

/** The meta tag naming the data folder of the build a page belongs to. */
export const SITE_DATA_META = 'site-data'

export function siteDataMetaTag(folder: string): string {
  return `<meta name="${SITE_DATA_META}" content="${folder}">`
}

const contentReads = fileURLToPath(new URL('./content-reads.ts', import.meta.url))

/** `virtual:site-data` for the server bundle: read once, each read reported for the map. */
export function serverDataModule(): string {
  return `import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { trackedPage, trackedSiteContent } from ${JSON.stringify(contentReads)}
const dir = process.env.SITE_DATA_DIR
if (!dir) throw new Error('SITE_DATA_DIR is not set: scripts/prerender.ts names the build’s data folder')
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))
const data = read('site.json')
export const content = trackedSiteContent(data.content)
export const builtAt = data.builtAt
export function pageBlocks(route) {
  const file = data.pages[route]
  return file ? trackedPage(route, read('pages/' + file)) : null
}
export function pageSpanish(route) {
  const file = data.spanish?.[route]
  return file ? trackedPage(route, read('pages/' + file)) : null
}
`
}

/**
 * \`virtual:site-data\` for the browser: the site's parts before the app starts (top-level await,
 * so every module that reads the content finds it), and the current page's blocks fetched at the
 * same time as its chunk.
 */
export function clientDataModule(): string {
  return `const meta = document.querySelector('meta[name="${SITE_DATA_META}"]')
if (!meta) throw new Error('This page names no site data (<meta name="${SITE_DATA_META}">)')
const base = meta.getAttribute('content')
async function read(file) {
  const response = await fetch(base + file)
  if (!response.ok) throw new Error(base + file + ' answered ' + response.status)
  return response.json()
}
const data = await read('site.json')
export const content = data.content
export const builtAt = data.builtAt
const loading = new Map()
export function pageBlocks(route) {
  const file = data.pages[route]
  if (!file) return Promise.resolve(null)
  if (!loading.has(route)) loading.set(route, read('pages/' + file))
  return loading.get(route)
}
// A Spanish page (/es/…) reads its page's Spanish texts too; an English one never fetches them.
const spanishPage = /^\\/es(\\/|$)/.test(window.location.pathname)
const loadingSpanish = new Map()
export function pageSpanish(route) {
  const file = data.spanish?.[route]
  if (!file || !spanishPage) return Promise.resolve(null)
  if (!loadingSpanish.has(route)) loadingSpanish.set(route, read('pages/' + file))
  return loadingSpanish.get(route)
}
const currentRoute = window.location.pathname.replace(/(.)\\/$/, '$1').replace(/^\\/es(?=\\/|$)/, '') || '/'
void pageBlocks(currentRoute).catch(() => {})
void pageSpanish(currentRoute).catch(() => {})
`
}

/**
 * `virtual:page-copy/<page>` in a data build: the published blocks, else the page's seed, and the
 * page's Spanish texts when it is published in Spanish (fetched on Spanish pages only).
 */
export function pageCopyModule(route: string, page: string, ssr: boolean): string {
  const seed = `@/content/page-seeds/${page}`
  return ssr
    ? `import { pageBlocks, pageSpanish } from 'virtual:site-data'
import seed from ${JSON.stringify(seed)}
export default {
  blocks: pageBlocks(${JSON.stringify(route)}) ?? seed,
  spanish: pageSpanish(${JSON.stringify(route)}) ?? undefined,
}
`
    : `import { pageBlocks, pageSpanish } from 'virtual:site-data'
const [blocks, spanish] = await Promise.all([
  pageBlocks(${JSON.stringify(route)}),
  pageSpanish(${JSON.stringify(route)}),
])
export default {
  blocks: blocks ?? (await import(${JSON.stringify(seed)})).default,
  spanish: spanish ?? undefined,
}
`
}
