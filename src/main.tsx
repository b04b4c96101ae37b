import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { AppRoutes, firstPageCommitted, preloadRoute, startRouteData } from '@/app/router'
// The build's page entry (scripts/lib/inline-boot.ts): Vite links this stylesheet from the HTML.
import './index.css'

/**
 * Hydrates the prerendered page (or renders the SPA shell of /auth and /admin). Loaded by
 * src/boot.ts; resolves once the app is interactive.
 */
export async function mountApp(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')

  // The page's own chunk first, so the first client render is the page itself: identical to the
  // prerendered markup when hydrating, and no empty flash for the client-rendered /auth and /admin.
  // A page with data (/admin) starts its requests here too, before React renders it.
  await startRouteData(window.location.pathname)

  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
  // Prerendered pages arrive with markup in #root; /auth and /admin get the empty SPA shell.
  if (container.firstElementChild !== null) {
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task (the page is already painted; nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
  await firstPageCommitted
  // Lets end-to-end tests wait until the page is interactive.
  document.documentElement.dataset.hydrated = 'true'
}

/**
 * Fetches the current page's chunk (and what it imports) without rendering anything: src/boot.ts
 * calls it at idle after the load event on a form page, so a later mountApp finds it loaded.
 */
export function preloadPage(): Promise<void> {
  return preloadRoute(window.location.pathname)
}
