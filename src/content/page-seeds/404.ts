import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * The not-found page's structure and words, written once (page copy's "/404": the address the
 * prerender renders it at and dist/404.html's name; no public route, so it has no search-engine
 * title of its own): the database's first version of the page and what the page shows while
 * nothing is published. The large "404" over the heading is the route's design, not words.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Oops! Page not found',
    lead: 'The page you were looking for does not exist or has moved. Check the address, use the menu above, or start again from the home page.',
    actions: [{ label: 'Return to Home', href: paths.home }],
  },
] satisfies PageBlock[]
