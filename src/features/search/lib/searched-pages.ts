import { paths, publicPaths, type AppPath } from '@/config/paths'

/**
 * Public pages the search leaves out: the search page itself (its words would match every query),
 * and the pages that only act on the signed link of an e-mail (confirming a subscription, changing
 * its topics), which say nothing to someone who arrives from a search.
 */
const notSearched: readonly AppPath[] = [
  paths.search,
  paths.updatesConfirm,
  paths.updatesPreferences,
]

/**
 * Which pages the site search covers: every other public page (each prerendered route: pages,
 * the news and its archive, the events, the pages made in the desk). Left out by not being prerendered: the desk and the
 * sign-in pages (the SPA shell, nothing to read), the not-found page, and the query pages
 * (/contact?subject=…, the contact page again). Within a page only <main> is read
 * (`data-pagefind-body`, set by the layout), so the header, the menus and the footer do not make
 * every page match their words; Pagefind itself skips forms, so no field's words are indexed.
 */
export function isSearchedPage(
  pathname: string,
  /** The pages the team made in the desk (src/content/made-pages.ts), searched like the others. */
  madePages: ReadonlySet<string> = new Set(),
): boolean {
  return (
    !(notSearched as readonly string[]).includes(pathname) &&
    ((publicPaths as readonly string[]).includes(pathname) || madePages.has(pathname))
  )
}

/** The routes the build's index step reads (scripts/lib/search-index.ts). */
export const searchedPaths = publicPaths.filter((pathname) => isSearchedPage(pathname))
