import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { languageOfPath } from '@schemas/languages'
import { linkIn, translatedRoutes } from '@/content/spanish-pages'

/**
 * The links of the header, its menus and the footer: about sixty on every page. React Router's
 * `Link` and `NavLink` each follow the whole location, so every change of the query string (each
 * search, filter, page and record opened on /admin) re-rendered all sixty; on the bench machine
 * that was the largest single cost of the dashboard's own re-renders. These are plain `<a>`
 * elements instead, which follow only the current path (`CurrentPathProvider`, a string that
 * changes when the page does), and the layout turns their clicks into client-side navigations
 * (`useSiteLinkNavigation`), the same as `Link` does.
 */

const CurrentPathContext = createContext<string | null>(null)

export function CurrentPathProvider({
  pathname,
  children,
}: {
  pathname: string
  children: ReactNode
}) {
  return <CurrentPathContext.Provider value={pathname}>{children}</CurrentPathContext.Provider>
}

/** "/about/" and "/About" are the page "/about", as React Router matches them. */
function samePath(a: string, b: string): boolean {
  const normalize = (path: string) =>
    (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
  return normalize(a) === normalize(b)
}

/** The current path, for a link that depends on the page it is on (the language switch). */
export function useCurrentPath(): string | null {
  return useContext(CurrentPathContext)
}

interface SiteLinkProps {
  /** The page's English address: on a Spanish page the link leads to its Spanish version. */
  to: string
  className: string
  /** Replaces `className` on the link to the current page (which also gets aria-current="page"). */
  currentClassName?: string
  children: ReactNode
}

export function SiteLink({ to, className, currentClassName, children }: SiteLinkProps) {
  const pathname = useContext(CurrentPathContext)
  const language = pathname === null ? 'en' : languageOfPath(pathname)
  // On a Spanish page, a page without its Spanish version is linked in English, and the link says
  // so to browsers and assistive technology (`hreflang`); its words stay in the page's language.
  const link = linkIn(to, language, translatedRoutes)
  const current = pathname !== null && samePath(pathname, link.href)
  const english = language !== 'en' && link.language === 'en'
  return (
    <a
      href={link.href}
      data-site-link=""
      hrefLang={english ? 'en' : undefined}
      aria-current={current ? 'page' : undefined}
      className={current && currentClassName ? currentClassName : className}
    >
      {children}
    </a>
  )
}

/**
 * Follows a plain left click on a site link inside the app, as `Link` would; any other click (a
 * modifier key for a new tab, a middle click, a download) is left to the browser.
 */
export function useSiteLinkNavigation(): void {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  })
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const link =
        event.target instanceof Element ? event.target.closest('a[data-site-link]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
      if (link.origin !== window.location.origin) return
      event.preventDefault()
      navigateRef.current(`${link.pathname}${link.search}${link.hash}`)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
