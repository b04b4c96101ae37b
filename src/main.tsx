import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import './index.css'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')

  // Prerendered pages arrive with markup in #root; /auth and /admin get the empty SPA shell.
  const prerendered = container.firstElementChild !== null

  if (prerendered) {
    // Resolve the matched lazy route modules before hydrating, so the first client render is the
    // prerendered page rather than an empty fallback (React Router's documented SSR recipe).
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy)
    await Promise.all(
      (lazyMatches ?? []).map(async (match) => {
        const lazy = match.route.lazy
        if (typeof lazy !== 'function') return
        const routeModule = await lazy()
        Object.assign(match.route, { ...routeModule, lazy: undefined })
      }),
    )
  }

  const router = createBrowserRouter(routes)
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )

  if (prerendered) {
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
}

void start()
