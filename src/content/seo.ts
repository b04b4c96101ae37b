import { languageOfPath, routeOfLocalizedPath } from '@schemas/languages'
import { madePageRoutes } from '@/content/made-pages'
import { spanishSeo, translatedRoutes } from '@/content/spanish-pages'
import { contentBuiltAt, publishedContent } from '@/content/published'
import { notFoundSeo, routeSeo, seoIn } from '@/content/route-seo'
import type { Pages } from '@/content/page-copy-schema'
import type { Seo } from '@/content/schema'

export { notFoundSeo }

/**
 * Title and meta description of every route, as this build's published content makes them, and
 * of each page the team made in the desk (its own, required there).
 */
export const seo: Record<string, Seo> = {
  ...routeSeo(publishedContent, contentBuiltAt),
  ...Object.fromEntries(
    madePageRoutes(publishedContent.pages).flatMap((route) => {
      const meta = publishedContent.pages?.[route]?.seo
      return meta ? [[route, meta]] : []
    }),
  ),
}

/**
 * Metadata for a pathname, in its language; a trailing slash is ignored and unknown paths (a page
 * not published in Spanish among them) get `notFoundSeo`. `pages` holds the Spanish titles: the
 * published pages, or for the prerender of a build without a database the repository's own.
 */
export function seoFor(pathname: string, pages: Pages | undefined = publishedContent.pages): Seo {
  if (languageOfPath(pathname) === 'en') return seoIn(seo, pathname)
  const route = routeOfLocalizedPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  if (!translatedRoutes.has(route)) return notFoundSeo
  return spanishSeo(pages, route) ?? seoIn(seo, route)
}
