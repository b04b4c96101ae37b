/**
 * The languages the site speaks: English, the source every text is written in first, and
 * Spanish, which about one Idahoan in seven reads first. The one list the site, the forms, the
 * functions, the database's CHECKs (`in ('en', 'es')`) and the desk read; docs/languages.md says
 * what each language covers and why the address carries it.
 */
export const languages = ['en', 'es'] as const
export type Language = (typeof languages)[number]

export const sourceLanguage: Language = 'en'

/** Each language named in itself, as the switch on every page shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' }

/** The locale dates, times and numbers are written in (`Intl`), per language. */
export const languageLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The first segment of a Spanish page's address: `/es/contact` is `/contact` in Spanish. */
export const languagePrefix: Record<Language, string> = { en: '', es: '/es' }

/** The language an address is in, from its first segment. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** The page an address names, without its language (`/es/contact` → `/contact`, `/es` → `/`). */
export function routeOfLocalizedPath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname
  const rest = pathname.slice(languagePrefix.es.length)
  return rest === '' ? '/' : rest
}

/** The address of a page in a language (`/contact`, es → `/es/contact`; `/`, es → `/es`). */
export function localizedPath(route: string, language: Language): string {
  const prefix = languagePrefix[language]
  if (!prefix) return route
  return route === '/' ? prefix : `${prefix}${route}`
}
