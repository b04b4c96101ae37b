import { madePageRoutes } from '@/content/made-pages'
import { contentBuiltAt, publishedContent } from '@/content/published'
import { notFoundSeo, routeSeo, seoIn } from '@/content/route-seo'
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

/** Metadata for a pathname; a trailing slash is ignored and unknown paths get `notFoundSeo`. */
export function seoFor(pathname: string): Seo {
  return seoIn(seo, pathname)
}
