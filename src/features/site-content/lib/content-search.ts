import type { SiteContent } from '@/content/site-content-schema'
import { draftPages } from './draft-pages'
import { pageEntries } from './page-search'
import { partEntries, partOrder } from './part-search'
import type { SearchEntry, SearchResult } from './search-entry'
import { excerpt, findIn, fold, foldQuery, minimumQueryLength } from './search-text'
import { partOfKey, type SitePart } from './site-parts'

export type { SearchEntry, SearchResult, SearchTarget } from './search-entry'

/**
 * Every text of the draft a search reads, in the desk's order: the pages (as the draft shows
 * them: a page it lacks as the repository writes it), then events, news, the banner and contact
 * details, partners, goals, pilot goals, tiers and the timeline.
 */
export function searchEntries(content: SiteContent): SearchEntry[] {
  const pages = Object.entries(draftPages(content)).flatMap(([route, page]) =>
    pageEntries(route, page),
  )
  return [...pages, ...partOrder.flatMap((part) => partEntries(part, content))]
}

/** Too short a query searches nothing (`minimumQueryLength`). */
export function isSearchable(query: string): boolean {
  return foldQuery(query).length >= minimumQueryLength
}

/** The draft's texts, each folded once: a search then only compares. */
export type SearchIndex = { entry: SearchEntry; folding: ReturnType<typeof fold> }[]

export function searchIndex(content: SiteContent): SearchIndex {
  return searchEntries(content).map((entry) => ({ entry, folding: fold(entry.text) }))
}

/**
 * The fields whose text says `query` (case, accents, dashes and spacing aside), each with the
 * sentence it says it in. `parts` limits the search to the parts the member may edit: the desk
 * shows no other, so a result could not lead anywhere. Given the draft's `searchIndex`, the texts
 * are not folded again.
 */
export function searchContent(
  content: SiteContent | SearchIndex,
  query: string,
  parts?: readonly SitePart[],
): SearchResult[] {
  const folded = foldQuery(query)
  if (folded.length < minimumQueryLength) return []
  const index = Array.isArray(content) ? content : searchIndex(content)
  return index.flatMap(({ entry, folding }) => {
    if (parts && !parts.includes(partOfKey(entry.part))) return []
    const found = findIn(entry.text, folded, folding)
    return found ? [{ ...entry, ...excerpt(entry.text, found) }] : []
  })
}
