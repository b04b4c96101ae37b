/** What a Pagefind result's `data()` gives (https://pagefind.app/docs/api/), the parts read here. */
export type PagefindResultData = {
  url: string
  excerpt: string
  meta: { title?: string }
  sub_results?: { url: string; title: string; excerpt: string }[]
}

/** One place inside a page that matches: a section or a news item with an anchor of its own. */
export type SearchSpot = { url: string; title: string; excerpt: string }

/** One page that matches, as the results list shows it. */
export type SearchHit = {
  url: string
  title: string
  excerpt: string
  spots: SearchSpot[]
}

/** At most this many places inside one page are listed under its title. */
export const MAX_SPOTS = 3

/**
 * Pagefind's results as the page lists them. Its sub-results are the page's headings that carry
 * an id (a section, a news item); the first is often the page's own top, which the page's line
 * already shows, so only those with an anchor are kept. A page without an h1 (none here: the
 * prerender demands one) would fall back to its address as its title.
 */
export function toSearchHits(results: readonly PagefindResultData[]): SearchHit[] {
  return results.map((result) => ({
    url: result.url,
    title: result.meta.title?.trim() || result.url,
    excerpt: result.excerpt,
    spots: (result.sub_results ?? [])
      .filter((spot) => spot.url.includes('#') && spot.title.trim() !== '')
      .slice(0, MAX_SPOTS),
  }))
}
