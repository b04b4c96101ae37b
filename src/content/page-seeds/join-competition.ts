import { competitions, competitionSeedBlock } from '@/content/competitions'
import type { PageBlock } from '@/content/page-copy-schema'
import { joinCompetitionPage as page } from '@/content/pages/join-competition'

/**
 * /join-competition as blocks: the page's seed, read from its content module. Each of the four
 * competitions is a `competition` block here, its id the slug (seeded from competitions.ts, which
 * keeps the addresses, launch settings, and the icons); the home page and /programs read them
 * from here. The key dates are written from the timeline, so of that section only the heading and
 * link are blocks (and any paragraph an editor adds after the dates); so is the hero's link beside
 * the "View All Competitions" control.
 */
export default [
  { kind: 'hero', id: 'hero', ...page.hero, actions: [page.exploreTraining] },
  {
    kind: 'prose',
    id: 'competitions',
    title: page.competitions.title,
    paragraphs: [page.competitions.intro],
  },
  ...competitions.map(competitionSeedBlock),
  {
    kind: 'prose',
    id: 'key-dates',
    title: page.timeline.title,
    paragraphs: [],
    more: page.timeline.link,
  },
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
