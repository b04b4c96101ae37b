/**
 * The words of the visitors' site search: the header's search box and the /search page
 * (src/features/search). Written once here; the header, the page and the announcements read them.
 */
export const siteSearch = {
  /** The query parameter both forms send (a plain GET to /search?q=…, which works with no script). */
  queryParam: 'q',
  label: 'Search the site',
  button: 'Search',
  page: {
    title: 'Search the site',
    lead: 'Find a page, an event or a news item: programs, certifications, coaching, contests and events across Idaho.',
    hint: 'Type a word or a place, for example “Twin Falls” or “certification”.',
  },
  status: {
    loading: 'Searching…',
    /** The live region's words once the results are in (see `resultsAnnouncement`). */
    none: 'No results for',
    one: '1 result for',
    many: 'results for',
    failed: 'Search is not available right now. Please try again in a moment, or use the menu.',
  },
  /** Heading of the more precise matches inside one page (its sections or news items). */
  onThisPage: 'On this page',
} as const
