import type { PageBlock } from '@/content/page-copy-schema'
import { notFoundPage as page } from '@/content/pages/not-found'

/**
 * The not-found page as blocks (page copy's "/404": the address the prerender renders it at and
 * dist/404.html's name; no public route, so it has no search-engine title of its own).
 */
export default [{ kind: 'hero', id: 'hero', ...page.hero }] satisfies PageBlock[]
