import type { PageBlock } from '@/content/page-copy-schema'
import { seeTheModelPage as page } from '@/content/pages/see-the-model'

/**
 * /see-the-model as blocks: the page's seed, read from its content module. The pillars and the
 * four steps are records shared with the home and about pages (pillars.ts, blueprint.ts) and the
 * goals are site content, so those sections' headings (and the goals' intro) are the blocks.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'intro', title: page.intro.title, paragraphs: page.intro.paragraphs ?? [] },
  { kind: 'prose', id: 'pillars', title: page.pillars.title, paragraphs: [] },
  { kind: 'prose', id: 'blueprint', title: page.blueprint.title, paragraphs: [] },
  {
    kind: 'cards',
    id: 'ingredients',
    title: page.ingredients.title,
    cards: page.ingredients.items.map(({ title, text }) => ({ title, text })),
  },
  { kind: 'prose', id: 'goals', title: page.goals.title, paragraphs: [page.goals.intro] },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
