import type { PageBlock } from '@/content/page-copy-schema'
import { technologyPlatformPage as page } from '@/content/pages/technology-platform'
import { platformTools } from '@/content/platform-tools'

/**
 * /technology-platform as blocks: the page's seed, read from its content module. The three
 * products' cards are seeded from their records (platform-tools.ts); each product page holds its
 * own copy of its summary and features, so the hub's cards are this page's words.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: page.products.id,
    title: page.products.title,
    intro: page.products.intro,
    cards: platformTools.map((tool) => ({
      title: tool.name,
      text: tool.summary,
      items: [...tool.features],
      link: { label: page.products.linkLabel(tool.name), href: tool.href },
    })),
  },
  { kind: 'list', id: page.why.id, title: page.why.title, items: page.why.points },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
