import type { PageBlock } from '@/content/page-copy-schema'
import { becomeAiCoachPage as page } from '@/content/pages/become-ai-coach'

/** /become-ai-coach as blocks: the page's seed, read from its content module. */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: page.role.id,
    title: page.role.title,
    intro: page.role.intro,
    cards: page.role.items.map(({ title, description }) => ({ title, text: description })),
  },
  { kind: 'list', id: page.why.id, title: page.why.title, items: page.why.points },
  {
    kind: 'list',
    id: page.lookingFor.id,
    title: page.lookingFor.title,
    intro: page.lookingFor.intro,
    items: page.lookingFor.points,
  },
  { kind: 'steps', ...page.steps },
  { kind: 'cta', id: 'closing', ...page.closing },
] satisfies PageBlock[]
