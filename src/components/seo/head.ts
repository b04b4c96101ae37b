import {
  languageOfPath,
  localizedPath,
  routeOfLocalizedPath,
  type Language,
} from '@schemas/languages'
import type { Seo } from '@/content/schema'
import { siteConfig } from '@/content/site'

/** The public origin for canonical and Open Graph URLs (build-time env, no trailing slash). */
export const siteUrl = String(import.meta.env.VITE_SITE_URL || 'http://127.0.0.1:4173').replace(
  /\/+$/,
  '',
)

export function canonicalUrl(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}

/**
 * The <head> tags for one page, as an HTML string for the prerender script. `indexable: false`
 * (404, SPA shell) adds robots noindex and leaves out the canonical URL.
 */
/**
 * The same page in every language it is published in, for `hreflang` alternates: each version
 * names all of them and itself, and English is the `x-default` (what a reader of any other
 * language is offered).
 */
export function languageAlternates(
  pathname: string,
  translated: ReadonlySet<string>,
): { hreflang: Language | 'x-default'; href: string }[] {
  const route = routeOfLocalizedPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  if (!translated.has(route)) return []
  return [
    { hreflang: 'en', href: canonicalUrl(route) },
    { hreflang: 'es', href: canonicalUrl(localizedPath(route, 'es')) },
    { hreflang: 'x-default', href: canonicalUrl(route) },
  ]
}

export function headTags(
  meta: Seo,
  pathname: string,
  {
    indexable = true,
    translated = new Set<string>(),
  }: { indexable?: boolean; translated?: ReadonlySet<string> } = {},
): string {
  const url = canonicalUrl(pathname)
  const alternates = indexable ? languageAlternates(pathname, translated) : []
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    indexable
      ? `<link rel="canonical" href="${escapeHtml(url)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.brand)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${languageOfPath(pathname) === 'es' ? 'es_US' : 'en_US'}" />`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta name="twitter:card" content="summary" />`,
    // The news pages announce their Atom feed (written by scripts/prerender.ts) to feed readers.
    ...(pathname === '/news' || pathname.startsWith('/news/')
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${siteConfig.brand} news`)}" href="${escapeHtml(`${siteUrl}/news/feed.xml`)}" />`,
        ]
      : []),
  ]
  return tags.join('\n    ')
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
