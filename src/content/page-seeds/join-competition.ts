import type { PageBlock } from '@/content/page-copy-schema'
import { joinCompetitionPage as page } from '@/content/pages/join-competition'

/**
 * /join-competition as blocks: the page's seed, read from its content module. The four
 * competitions are records (competitions.ts, shared with the home page; their addresses are launch
 * settings) and the key dates are written from the timeline, so only the sections' own words are
 * blocks: the hero's link beside the "View All Competitions" control, the competitions' heading
 * and intro, the key dates' heading and link (and any paragraph an editor adds after the dates).
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero, actions: [page.exploreTraining] },
  {
    kind: 'prose',
    id: 'competitions',
    title: page.competitions.title,
    paragraphs: [page.competitions.intro],
  },
  {
    kind: 'prose',
    id: 'key-dates',
    title: page.timeline.title,
    paragraphs: [],
    more: page.timeline.link,
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
