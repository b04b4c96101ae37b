import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { canonicalUrl } from '@/components/seo/head'

/**
 * What a full page load does for free and a client-side navigation must do by hand: update the
 * title and head tags, scroll to the top (or to the #hash target), and move focus to the new
 * page's h1 so screen-reader users hear where they are. The first render is left alone: the
 * prerendered HTML already has the right head and the browser handles scroll and focus.
 */
export function RouteEffects() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)
  const shown = useRef({ pathname: location.pathname, hash: location.hash })

  useEffect(() => {
    const pathname = location.pathname
    // The prerendered head is already right on the first load; the SEO table is only fetched
    // (as its own small chunk) for later navigations to another page or when there is no title
    // (dev, SPA shell). A change of the query string alone keeps the page and so its head.
    const otherPage = shown.current.pathname !== pathname
    if ((!firstRender.current && otherPage) || !document.title) {
      void import('@/content/seo').then(({ seoFor }) => {
        if (window.location.pathname !== pathname) return
        const meta = seoFor(pathname)
        document.title = meta.title
        setAttr('meta[name="description"]', 'content', meta.description)
        setAttr('meta[property="og:title"]', 'content', meta.title)
        setAttr('meta[property="og:description"]', 'content', meta.description)
        setAttr('meta[property="og:url"]', 'content', canonicalUrl(pathname))
        setAttr('link[rel="canonical"]', 'href', canonicalUrl(pathname))
      })
    }

    if (firstRender.current) {
      firstRender.current = false
      return
    }

    // A navigation that changes only the query string (the admin dashboard's filters, page and
    // open record) stays on the same page: scroll and focus stay where the user is working.
    const samePage =
      shown.current.pathname === location.pathname && shown.current.hash === location.hash
    shown.current = { pathname: location.pathname, hash: location.hash }
    if (samePage) return

    const target = location.hash ? findHashTarget(location.hash) : null
    if (target) {
      target.scrollIntoView()
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0)
    }

    const focusTarget =
      target ?? document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main')
    if (focusTarget) {
      if (!focusTarget.hasAttribute('tabindex')) focusTarget.setAttribute('tabindex', '-1')
      focusTarget.setAttribute('data-route-focus', '')
      focusTarget.focus({ preventScroll: true })
    }
  }, [location.pathname, location.hash, navigationType])

  return null
}

function setAttr(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

function findHashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}
