import { competitions, competitionSeedBlock } from '@/content/competitions'
import type { PageBlock } from '@/content/page-copy-schema'
import { joinCompetitionPage as page } from '@/content/pages/join-competition'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /join-competition as blocks: the page's seed, read from its content module. Each of the four
 * competitions is a `competition` block here, its id the slug (seeded from competitions.ts, which
 * keeps the addresses, launch settings, and the icons); the home page and /programs read them
 * from here; their cards' words are the `competition-cards` labels. The key dates' sentence is
 * the `key-dates-sentence` labels, filled from the timeline's phases; the section's heading and link are a
 * block (with any paragraph an editor adds after the dates); so is the hero's link beside the
 * "View All Competitions" control.
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
  labelsSeedBlock('competition-cards'),
  {
    kind: 'prose',
    id: 'key-dates',
    title: page.timeline.title,
    paragraphs: [],
    more: page.timeline.link,
  },
  labelsSeedBlock('key-dates-sentence'),
  { kind: 'cta', id: 'cta', ...page.cta },
] satisfies PageBlock[]
