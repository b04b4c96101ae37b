import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { AppRoutes, preloadRoute } from '@/app/router'
import './index.css'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')

  // The page's own chunk first, so the first client render is the page itself: identical to the
  // prerendered markup when hydrating, and no empty flash for the client-rendered /auth and /admin.
  await preloadRoute(window.location.pathname)

  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )

  // Prerendered pages arrive with markup in #root; /auth and /admin get the empty SPA shell.
  if (container.firstElementChild !== null) {
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
}

void start()
