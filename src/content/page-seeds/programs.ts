import type { PageBlock } from '@/content/page-copy-schema'
import { programsPage as page } from '@/content/pages/programs'

/**
 * /programs as blocks: the page's seed, read from its content module. Each area's list names the
 * records it covers (pathways, contests, events, tools) and is written from them by the route.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: 'areas',
    title: page.areas.title,
    intro: page.areas.intro,
    cards: page.areas.items.map(({ title, text, link }) => ({ title, text, link })),
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
