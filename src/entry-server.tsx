import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { notFoundSeo, seo, seoFor } from '@/content/seo'
import { headTags } from '@/components/seo/head'

export { publicPaths } from '@/config/paths'
export { seo, notFoundSeo }
export { headTags, canonicalUrl, siteUrl } from '@/components/seo/head'

/**
 * Renders one URL to HTML for `scripts/prerender.ts` (built with `vite build --ssr`).
 * `hydrate={false}`: no inline `window.__staticRouterHydrationData` script, so the CSP can keep
 * `script-src 'self'`; the routes have no loaders, so there is no data to hand over.
 */
export async function render(
  pathname: string,
  origin: string,
): Promise<{ html: string; head: string; status: number; errors: unknown[] }> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(pathname, origin)))
  if (context instanceof Response) {
    throw new Error(`Unexpected redirect while prerendering ${pathname}`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  )
  const meta = seoFor(pathname)
  // The catch-all route matches with status 200; an unknown path is still a 404 page.
  const notFound = meta === notFoundSeo
  return {
    html,
    head: headTags(meta, pathname, { indexable: !notFound }),
    status: notFound ? 404 : context.statusCode,
    errors: Object.values(context.errors ?? {}),
  }
}
