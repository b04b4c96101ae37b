import { blueprintSeedBlock } from '@/content/blueprint'
import type { PageBlock } from '@/content/page-copy-schema'
import { seeTheModelPage as page } from '@/content/pages/see-the-model'
import { pillarsSeedBlock } from '@/content/pillars'

/**
 * /see-the-model as blocks: the page's seed, read from its content module. The pillars and the
 * four steps are written here (`pillar-cards`, `blueprint-steps`: seeded from pillars.ts and
 * blueprint.ts) and the home page reads them from here; the goals are site content, so only that
 * section's heading and intro are blocks.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'intro', title: page.intro.title, paragraphs: page.intro.paragraphs ?? [] },
  { kind: 'prose', id: 'pillars', title: page.pillars.title, paragraphs: [] },
  pillarsSeedBlock(),
  { kind: 'prose', id: 'blueprint', title: page.blueprint.title, paragraphs: [] },
  blueprintSeedBlock(),
  {
    kind: 'cards',
    id: 'ingredients',
    title: page.ingredients.title,
    cards: page.ingredients.items.map(({ title, text }) => ({ title, text })),
  },
  { kind: 'prose', id: 'goals', title: page.goals.title, paragraphs: [page.goals.intro] },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
