import { siteSearch } from '@/content/site-search'

/** Longer queries are cut: nobody types more, and Pagefind's work grows with every word. */
export const MAX_QUERY_LENGTH = 200

/** The words to search for, as a person typed them: spaces at the ends and runs of spaces tidied. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

/** The query an address carries (`/search?q=Twin+Falls`), as the header's plain form sends it. */
export function queryFromSearch(search: string): string {
  return normalizeQuery(new URLSearchParams(search).get(siteSearch.queryParam) ?? '')
}

/** The address of the results for `query` (no parameter when it is empty). */
export function searchFor(query: string): string {
  const normalized = normalizeQuery(query)
  return normalized ? `?${new URLSearchParams({ [siteSearch.queryParam]: normalized })}` : ''
}

/** What the live region says once the results are in: "3 results for “Twin Falls”". */
export function resultsAnnouncement(count: number, query: string): string {
  const { none, one, many } = siteSearch.status
  const words = count === 0 ? none : count === 1 ? one : `${count} ${many}`
  return `${words} “${query}”`
}
