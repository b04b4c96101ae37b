import { paths } from '@/config/paths'
import type { HeroBlock } from '@/content/pages/page-blocks'

/**
 * The not-found page's key in page copy: the address the prerender renders it at (dist/404.html).
 * It is no public route, so it has no search-engine title in page copy.
 */
export const notFoundRoute = '/404'

/** The not-found page (dist/404.html, served for any unknown address; spec §2, "404"). */
export const notFoundPage = {
  hero: {
    title: 'Oops! Page not found',
    lead: 'The page you were looking for does not exist or has moved. Check the address, use the menu above, or start again from the home page.',
    actions: [{ label: 'Return to Home', href: paths.home }],
  },
} satisfies { hero: HeroBlock }
