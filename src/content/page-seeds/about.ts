import { blueprint } from '@/content/blueprint'
import type { PageBlock } from '@/content/page-copy-schema'
import { aboutPage as page } from '@/content/pages/about'

/**
 * /about as blocks: the page's seed, read from its content module (the approach table from the
 * blueprint's steps). The claims, program areas, partner tiers and goals stay with their records.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero },
  { kind: 'prose', id: 'story', ...page.story },
  { kind: 'prose', id: 'purpose', ...page.purpose },
  { kind: 'prose', id: 'mission', ...page.mission },
  { kind: 'prose', id: 'why-it-matters', title: page.why.title, paragraphs: [page.why.intro] },
  {
    kind: 'table',
    id: 'approach',
    ...page.approach,
    rows: blueprint.map((step, index) => [`${index + 1}. ${step.title}`, step.description]),
  },
  {
    kind: 'prose',
    id: 'programs',
    title: page.programs.title,
    paragraphs: [page.programs.intro],
    more: page.programs.more,
  },
  {
    kind: 'prose',
    id: 'partners',
    title: page.partners.title,
    paragraphs: [page.partners.intro],
    more: page.partners.more,
  },
  { kind: 'prose', id: 'goals', title: page.goals.title, paragraphs: [page.goals.intro] },
  {
    kind: 'prose',
    id: 'pilot-goals',
    title: page.goals.pilotTitle,
    paragraphs: [page.goals.pilotIntro],
  },
  { kind: 'prose', id: 'promise', ...page.promise },
  { kind: 'prose', id: 'vision', ...page.vision },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
