import type { PageBlock } from '@/content/page-copy-schema'
import { aiCoachesPage as page } from '@/content/pages/ai-coaches'

const cardsOf = (items: readonly { title: string; description: string }[]) =>
  items.map(({ title, description }) => ({ title, text: description }))

/**
 * /ai-coaches as blocks: the page's seed, read from its content module. The three programs'
 * cards are the pathways' records (pathways.ts); only the section's heading and intro are copy.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: page.audiences.id,
    title: page.audiences.title,
    intro: page.audiences.intro,
    cards: cardsOf(page.audiences.items),
  },
  {
    kind: 'prose',
    id: page.programs.id,
    title: page.programs.title,
    paragraphs: [page.programs.intro],
  },
  {
    kind: 'cards',
    id: page.formats.id,
    title: page.formats.title,
    intro: page.formats.intro,
    cards: cardsOf(page.formats.items),
  },
  {
    kind: 'steps',
    id: page.process.id,
    title: page.process.title,
    intro: page.process.intro,
    items: page.process.steps,
  },
  {
    kind: 'list',
    id: page.funding.id,
    title: page.funding.title,
    intro: page.funding.intro,
    items: page.funding.sources,
    note: page.funding.note,
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
