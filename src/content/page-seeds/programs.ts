import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { programAreas } from '@/content/program-areas'

/**
 * /programs' structure and words, written once: the database's first version of the page and what
 * the page shows while nothing is published. The areas' cards are the program areas
 * (`program-areas.ts`, which /about reads too); each area's list names the records it covers
 * (pathways, contests, events, tools) and is written from them by the route.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Programs',
    lead: 'Four program areas work together: people learn in the training pathways, apply what they learn in contests and events, and the technology platform keeps track of it all.',
    actions: [
      { label: 'Access Training', href: paths.trainingPrograms },
      { label: 'Join a competition', href: paths.joinCompetition },
    ],
  },
  {
    kind: 'cards',
    id: 'areas',
    title: 'Four program areas',
    intro: 'Each area has its own page with the full details.',
    cards: programAreas.map(({ title, text, link }) => ({ title, text, link })),
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Not sure where to start?',
    text: 'Most people begin with Talk to AI. Organizations can ask us to bring training on site.',
    actions: [
      { label: 'Start with Talk to AI', href: paths.talkToAi },
      { label: 'On-site training for organizations', href: paths.aiCoaches },
    ],
  },
] satisfies PageBlock[]
