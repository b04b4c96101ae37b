/**
 * The published content as data files beside the pages (`/site-data/<hash>/`), so the bundles
 * hold no content and a publication that changes only words reuses the last good build's bundles
 * (scripts/build-site.ts). The app reads the same files the prerender rendered from
 * (scripts/lib/site-data-modules.ts), so hydration matches.
 *
 * - site.json: every part of the content except the pages' blocks, each page keeping its
 *   search-engine title and description and the blocks other pages read (src/content/shared-blocks.ts),
 *   the build's clock, and which pages have blocks of their own;
 * - pages/<name>.json: one page's blocks, read by that page's route only;
 * - pages/<name>.es.json: a page published in Spanish, its Spanish words by address, read by its
 *   route on the Spanish page (/es/…) only.
 *
 * The content's parts, named for the dependency map the prerender records (which parts each page
 * read while it rendered, scripts/lib/content-reads.ts):
 * - `site:<key>`: a top-level part (the footer, the banner, the contact details, the events…);
 * - `site-page:<route>`: a page's title, description and shared blocks (other pages read these);
 * - `page:<route>`: a page's blocks (its route reads them);
 * - `site:*` and `site-page:*`: every part of that family (a page that listed them all).
 */
import { createHash } from 'node:crypto'
import { isSharedBlock } from '../../src/content/shared-blocks'

type Block = { kind?: unknown; id?: unknown } & Record<string, unknown>
type Translation = { publish: boolean; texts: Record<string, { text: string; of: string }> }
type Page = {
  seo?: unknown
  blocks: Block[]
  made?: unknown
  retiredTo?: unknown
  translations?: { es?: Translation }
}
export type PublishedContent = { pages?: Record<string, Page> } & Record<string, unknown>

export interface SiteDataFile {
  content: PublishedContent
  builtAt: number
  /** Route → the file under pages/ holding its blocks (pages without blocks show their seed). */
  pages: Record<string, string>
  /** Route → the file under pages/ holding its Spanish words, for pages published in Spanish. */
  spanish: Record<string, string>
}

/** The file of a route's blocks: `/` → index.json, `/news/archive` → news/archive.json. */
export function pageFileName(route: string): string {
  return `${route === '/' ? 'index' : route.slice(1)}.json`
}

/**
 * What every page may read of a page: its title and description, the blocks other pages show, and
 * whether the team made or retired it (the menus list made pages; the build redirects retired ones).
 */
function pageForEveryPage(route: string, page: Page): Page {
  const blocks = page.blocks.filter((block) => isSharedBlock(route, block))
  const spanish = publishedSpanish(page)
  // A page published in Spanish: that it is, its Spanish title and description, and the Spanish
  // of the blocks other pages read, so every page can link to it and show them in Spanish.
  const everyPageReads = (address: string) =>
    address.startsWith('seo.') ||
    blocks.some((block) => address.startsWith(`blocks.${String(block.id)}.`))
  return {
    seo: page.seo,
    blocks,
    ...(page.made === undefined ? {} : { made: page.made }),
    ...(page.retiredTo === undefined ? {} : { retiredTo: page.retiredTo }),
    ...(spanish
      ? {
          translations: {
            es: {
              publish: true,
              texts: Object.fromEntries(
                Object.entries(spanish).filter(([address]) => everyPageReads(address)),
              ),
            },
          },
        }
      : {}),
  }
}

/** A page's Spanish texts when its editors published it in Spanish. */
function publishedSpanish(page: Page): Translation['texts'] | undefined {
  const spanish = page.translations?.es
  return spanish?.publish ? spanish.texts : undefined
}

/** The Spanish words by address, as the page renders them (without the fingerprints). */
function spanishWords(texts: Translation['texts']): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([address, { text }]) => [address, text]))
}

/** The data files of one build, by path under its data folder. */
export function siteDataFiles(content: PublishedContent, builtAt: number): Map<string, string> {
  const files = new Map<string, string>()
  const pages: Record<string, string> = {}
  const spanish: Record<string, string> = {}
  const sharedPages: Record<string, Page> = {}
  for (const [route, page] of Object.entries(content.pages ?? {})) {
    sharedPages[route] = pageForEveryPage(route, page)
    if (page.blocks.length === 0 || page.retiredTo !== undefined) continue
    pages[route] = pageFileName(route)
    files.set(`pages/${pages[route]}`, JSON.stringify(page.blocks))
    const texts = publishedSpanish(page)
    if (texts) {
      spanish[route] = pageFileName(route).replace(/\.json$/, '.es.json')
      files.set(`pages/${spanish[route]}`, JSON.stringify(spanishWords(texts)))
    }
  }
  const site: SiteDataFile = {
    content: { ...content, ...(content.pages ? { pages: sharedPages } : {}) },
    builtAt,
    pages,
    spanish,
  }
  files.set('site.json', JSON.stringify(site))
  return files
}

/** One name for a set of data files: the folder they are served from (immutable, like /assets). */
export function siteDataHash(files: Map<string, string>): string {
  const hash = createHash('sha256')
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\0${text}\0`)
  }
  return hash.digest('hex').slice(0, 16)
}

function digest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url')
    .slice(0, 22)
}

/** Each part of the content and a digest of its value, to compare with the last build's. */
export function contentParts(content: PublishedContent): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const [key, value] of Object.entries(content)) {
    if (key !== 'pages') parts[`site:${key}`] = digest(value)
  }
  for (const [route, page] of Object.entries(content.pages ?? {})) {
    parts[`site-page:${route}`] = digest(pageForEveryPage(route, page))
    // A page's route renders it in both languages: its Spanish is part of its own part.
    parts[`page:${route}`] = digest([page.blocks, publishedSpanish(page) ?? null])
  }
  return parts
}

/** The parts whose value differs, including parts added or removed. */
export function changedParts(
  before: Record<string, string>,
  after: Record<string, string>,
): Set<string> {
  const changed = new Set<string>()
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[name] !== after[name]) changed.add(name)
  }
  return changed
}

/** Whether a part a page read is among the changed ones (a wildcard read matches its family). */
function touches(read: string, changed: ReadonlySet<string>): boolean {
  if (read === 'site:*') {
    return [...changed].some((part) => part.startsWith('site:') || part.startsWith('site-page:'))
  }
  if (read === 'site-page:*') return [...changed].some((part) => part.startsWith('site-page:'))
  return changed.has(read)
}

/**
 * What the last build recorded: the parts each page (by its output key) read while it rendered,
 * and the parts read once for every page (while the modules loaded, or cached by one page and
 * reused by the others).
 */
export interface ReadsRecord {
  pages: Record<string, readonly string[]>
  everyPage: readonly string[]
}

/**
 * The pages to render again: those that read a changed part, every page when a part read for
 * every page changed, and pages the last build did not render (a new route).
 */
export function pagesToRender(
  keys: readonly string[],
  reads: ReadsRecord,
  changed: ReadonlySet<string>,
): string[] {
  if (reads.everyPage.some((read) => touches(read, changed))) return [...keys]
  return keys.filter((key) => {
    const read = reads.pages[key]
    return !read || read.some((part) => touches(part, changed))
  })
}
