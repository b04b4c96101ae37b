import type { PageBlock } from '@/content/page-copy-schema'
import { coachJourney } from '@/content/coach-journey'
import { workModels } from '@/content/compensation'
import { aiCoachProgramPage as page } from '@/content/pages/ai-coach-program'

const { structure, compensation, expectations } = page

/** /ai-coach-program as blocks: the page's seed, read from its content module and records. */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  {
    kind: 'cards',
    id: page.model.id,
    title: page.model.title,
    intro: page.model.intro,
    cards: page.model.items.map(({ title, description }) => ({ title, text: description })),
  },
  { kind: 'prose', id: structure.id, title: structure.title, paragraphs: [structure.intro] },
  { kind: 'steps', id: 'training-blocks', title: structure.blocksTitle, items: structure.blocks },
  { kind: 'list', id: 'practice', title: structure.practiceTitle, items: structure.practice },
  {
    kind: 'table',
    id: compensation.id,
    title: compensation.title,
    intro: compensation.intro,
    caption: compensation.caption,
    columns: ['Work model', 'Hours', 'Pay', 'Notes'],
    rows: workModels.map((m) => [m.model, m.hours, m.pay, m.notes]),
    note: compensation.note,
  },
  {
    kind: 'list',
    id: page.whoThrives.id,
    title: page.whoThrives.title,
    intro: page.whoThrives.intro,
    items: page.whoThrives.traits,
  },
  {
    kind: 'list',
    id: expectations.id,
    title: expectations.title,
    intro: expectations.intro,
    items: expectations.selection,
  },
  { kind: 'steps', id: 'journey', items: coachJourney },
  { kind: 'faq', ...page.faq },
  {
    kind: 'cta',
    id: 'cta',
    title: page.cta.title,
    text: page.cta.text,
    actions: page.cta.actions,
    note: page.cta.mailLead,
  },
] satisfies PageBlock[]
