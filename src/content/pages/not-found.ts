/**
 * The not-found page's key in page copy: the address the prerender renders it at (dist/404.html),
 * served for any unknown address (spec §2, "404"). It is no public route, so it has no
 * search-engine title in page copy. The page's words and structure are its blocks
 * (`page-seeds/404.ts`).
 */
export const notFoundRoute = '/404'
