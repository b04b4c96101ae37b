import {
  languageNames,
  languageOfPath,
  localizedPath,
  routeOfLocalizedPath,
} from '@schemas/languages'
import { useCurrentPath } from '@/components/layout/site-link'
import { translatedRoutes } from '@/content/spanish-pages'

/**
 * The link to the same page in the other language, on every page that has one: "Español" on an
 * English page, "English" on a Spanish one, each written and marked in the language it names
 * (`lang`, `hreflang`) so a screen reader pronounces it as its readers do. A plain link: the
 * other language is a page of its own, loaded whole (its words, its `<html lang>`).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const pathname = useCurrentPath()
  if (pathname === null) return null
  const language = languageOfPath(pathname)
  const route = routeOfLocalizedPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  if (!translatedRoutes.has(route)) return null
  const other = language === 'es' ? 'en' : 'es'
  return (
    <a href={localizedPath(route, other)} hrefLang={other} lang={other} className={className}>
      {languageNames[other]}
    </a>
  )
}
