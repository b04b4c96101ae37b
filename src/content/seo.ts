import { contentBuiltAt, publishedContent } from '@/content/published'
import { notFoundSeo, routeSeo, seoIn } from '@/content/route-seo'
import type { Seo } from '@/content/schema'

export { notFoundSeo }

/** Title and meta description of every route, as this build's published content makes them. */
export const seo = routeSeo(publishedContent, contentBuiltAt)

/** Metadata for a pathname; a trailing slash is ignored and unknown paths get `notFoundSeo`. */
export function seoFor(pathname: string): Seo {
  return seoIn(seo, pathname)
}
