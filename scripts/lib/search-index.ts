/**
 * The visitors' site search index (src/features/search): Pagefind reads the prerendered pages and
 * writes a static index and its browser script into `<site>/pagefind/`. No server: the /search page
 * imports `/pagefind/pagefind.js` when someone searches, and that script fetches only the index's
 * pieces the typed words need.
 *
 * It must run after the prerender, on the finished pages, and again whenever a page's HTML changes
 * (it reads every searched page, so an incremental build that rewrites some pages runs it once
 * after them); the index is written whole each time and replaces the previous one.
 *
 * Which pages: `searchedPaths` (src/features/search/lib/searched-pages.ts) and the pages made in the
 * desk, each page's <main>
 * (`data-pagefind-body`, set by the layout). Left out of what it reads: <select> option lists (the
 * forms' long lists of regions and subjects are no answer to a search) and anything hidden from
 * screen readers (decorative figures), as Pagefind's `excludeSelectors`.
 */
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import * as pagefind from 'pagefind'
import { searchedPaths } from '../../src/features/search/lib/searched-pages'

/** The folder under the site that the browser script loads from (src/features/search/api). */
export const SEARCH_INDEX_DIR = 'pagefind'

/** Pagefind's own UIs and highlighter, never loaded here (about 430 kB the host need not serve). */
const UNUSED_FILE = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/

function pageFile(siteDir: string, pathname: string): string {
  return pathname === '/'
    ? path.join(siteDir, 'index.html')
    : path.join(siteDir, pathname.slice(1), 'index.html')
}

export async function writeSearchIndex(
  siteDir: string,
  /** The pages the team made in the desk, built from the published content. */
  madePages: readonly string[] = [],
): Promise<void> {
  const pages = [...searchedPaths, ...madePages]
  const started = Date.now()
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR)
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['select', '[aria-hidden="true"]'],
  })
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
    let words = 0
    for (const pathname of pages) {
      const content = await readFile(pageFile(siteDir, pathname), 'utf8')
      const added = await index.addHTMLFile({ url: pathname, content })
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not read ${pathname}: ${added.errors.join('; ')}`)
      }
      words += added.file.uniqueWords
    }
    await rm(outputPath, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`)
    }
    // Pagefind's ready-made search interfaces: this site draws its own results (src/features/search).
    for (const file of await readdir(outputPath)) {
      if (UNUSED_FILE.test(file)) await rm(path.join(outputPath, file))
    }
    console.log(
      `search index: ${pages.length} pages, ${words} distinct words, in ${SEARCH_INDEX_DIR}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
  } finally {
    await pagefind.close()
  }
}
