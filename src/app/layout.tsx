import { Component, Suspense, useEffect, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { languageOfPath } from '@schemas/languages'
import { CurrentLanguageProvider } from '@/components/language/current-language'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { CurrentPathProvider, useSiteLinkNavigation } from '@/components/layout/site-link'
import { SkipLink } from '@/components/layout/skip-link'
import { RouteEffects } from '@/components/seo/route-effects'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { madePageRoutes } from '@/content/made-pages'
import { publishedContent } from '@/content/published'
import { isSearchedPage } from '@/features/search/lib/searched-pages'

/** The one landmark structure of every page: header (with nav), main#main, footer. */
/** The pages the team made in the desk: the site search reads them as it reads the others. */
const madePages = new Set(madePageRoutes(publishedContent.pages))

export function Layout() {
  const { pathname } = useLocation()
  const language = languageOfPath(pathname)
  useSiteLinkNavigation()
  // The prerender writes each page's <html lang>; a navigation inside the app keeps it true.
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  return (
    <CurrentLanguageProvider language={language}>
      <CurrentPathProvider pathname={pathname}>
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <SiteHeader />
          {/* `data-pagefind-body`: the site search reads a page's main content only. */}
          <main
            id="main"
            tabIndex={-1}
            className="flex-1 focus:outline-none"
            data-pagefind-body={isSearchedPage(pathname, madePages) ? '' : undefined}
          >
            {/* Inside main, so header and footer stay usable when a page fails. */}
            <RouteErrorBoundary resetKey={pathname}>
              {/* Navigations run in a transition: the old page stays until the next one has loaded. */}
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </main>
          <SiteFooter />
          <RouteEffects />
          <LazyToaster />
        </div>
      </CurrentPathProvider>
    </CurrentLanguageProvider>
  )
}

type BoundaryProps = { resetKey: string; children: ReactNode }
type BoundaryState = { failed: boolean; resetKey: string }

/**
 * Shown when a route module fails to load (e.g. a stale chunk after a deploy) or a page throws.
 * Going to another page (a new `resetKey`) renders that page again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="max-w-content mx-auto flex flex-col items-start gap-4 px-4 py-20 sm:px-6">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="text-lg text-slate-700">
          This page could not be loaded. Please reload the page; if the problem continues, try again
          later.
        </p>
      </div>
    )
  }
}
