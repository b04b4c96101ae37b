import { Outlet } from 'react-router-dom'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink } from '@/components/layout/skip-link'
import { RouteEffects } from '@/components/seo/route-effects'
import { LazyToaster } from '@/components/ui/lazy-toaster'

/** The one landmark structure of every page: header (with nav), main#main, footer. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <RouteEffects />
      <LazyToaster />
    </div>
  )
}

/** Shown when a route module fails to load (e.g. a stale chunk after a deploy) or throws. */
export function RouteErrorBoundary() {
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
