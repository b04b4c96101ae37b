/**
 * The one door to the site's search index: Pagefind's browser script, which the build writes beside
 * the pages (scripts/lib/search-index.ts, `/pagefind/pagefind.js`). It is imported only when a
 * person searches, so no page pays for it before then; it then fetches the index's small pieces it
 * needs for the words typed, not the whole index.
 */
import { toSearchHits, type PagefindResultData, type SearchHit } from '../lib/search-hits'

/** Where the build writes the index and Pagefind's script (the site's root, `/pagefind/`). */
export const PAGEFIND_PATH = '/pagefind/'

type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  search: (
    term: string,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>
}

/** Most results a search shows: more would be a page to scroll, not an answer. */
export const MAX_RESULTS = 10

let loading: Promise<PagefindModule> | null = null

function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    // A file of the built site, not a module of the bundle: Vite must leave the import as it is.
    const module = (await import(
      /* @vite-ignore */ `${PAGEFIND_PATH}pagefind.js`
    )) as PagefindModule
    await module.options({ basePath: PAGEFIND_PATH, excerptLength: 24 })
    await module.init()
    return module
  })().catch((error: unknown) => {
    // A dropped download is tried again on the next search rather than remembered as broken.
    loading = null
    throw error
  })
  return loading
}

/** The pages that match `query`, best first, each with its title and the matching sentence. */
export async function searchSite(query: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind()
  const found = await pagefind.search(query)
  const data = await Promise.all(
    (found?.results ?? []).slice(0, MAX_RESULTS).map((result) => result.data()),
  )
  return toSearchHits(data)
}
