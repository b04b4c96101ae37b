import { localizedPath, type Language } from '@schemas/languages'
import type { Pages } from '@/content/page-copy-schema'
import { seedSpanishRoutes } from '@/content/page-translations/published-routes'
import { publishedContent } from '@/content/published'
import type { Seo } from '@/content/schema'

// Zod-free: the header, the footer and every page read this module.

/**
 * The pages published in Spanish, each also at `/es/…`: those whose editors chose to publish them
 * in Spanish (the schema then holds every text's Spanish), built-in or made, and not retired. Made
 * pages stay English for now: their addresses are English words the team chose.
 */
export function spanishRoutes(pages: Pages | undefined): string[] {
  return Object.entries(pages ?? {})
    .filter(([, page]) => page.translations?.es?.publish && !page.made && !page.retiredTo)
    .map(([route]) => route)
}

/** A Spanish page's title and description for search engines, from its Spanish texts. */
export function spanishSeo(pages: Pages | undefined, route: string): Seo | undefined {
  const texts = pages?.[route]?.translations?.es
  if (!texts?.publish) return undefined
  const title = texts.texts['seo.title']?.text
  const description = texts.texts['seo.description']?.text
  return title && description ? { title, description } : undefined
}

/**
 * Where a link on a page in `language` leads: to the page in that language when it exists there,
 * else to its English version (which the link marks `lang="en"`, see `LinkLanguage`). Addresses
 * with a query or fragment keep them.
 */
export function linkIn(
  href: string,
  language: Language,
  translated: ReadonlySet<string>,
): { href: string; language: Language } {
  if (language === 'en' || !href.startsWith('/')) return { href, language: 'en' }
  const [path = '/', rest = ''] = splitHref(href)
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path
  return translated.has(route)
    ? { href: `${localizedPath(route, language)}${rest}`, language }
    : { href, language: 'en' }
}

/**
 * A page's blocks with each link to a page of this site pointing to that page in `language` where
 * it is published in it (a Spanish page's "Contact us" leads to /es/contact).
 */
export function withLinksIn<T>(value: T, language: Language, translated: ReadonlySet<string>): T {
  if (language === 'en') return value
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit)
    if (!node || typeof node !== 'object') return node
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [
        key,
        key === 'href' && typeof child === 'string'
          ? linkIn(child, language, translated).href
          : visit(child),
      ]),
    )
  }
  return visit(value) as T
}

function splitHref(href: string): [string, string] {
  const at = href.search(/[?#]/)
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)]
}

/**
 * The pages this build publishes in Spanish too (each also at `/es/…`): as published, or for a
 * build without a database (whose content holds no pages) as the repository ships them.
 */
export const translatedRoutes: ReadonlySet<string> = new Set(
  publishedContent.pages ? spanishRoutes(publishedContent.pages) : seedSpanishRoutes,
)
