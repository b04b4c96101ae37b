import { paths } from '@/config/paths'
import { competitions, competitionSeedBlock } from '@/content/competitions'
import type { PageBlock } from '@/content/page-copy-schema'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /join-competition's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. Each of the four competitions is a
 * `competition` block here, its id the slug (seeded from competitions.ts, which keeps the
 * addresses, launch settings, and the icons); the home page and /programs read them from here;
 * their cards' words are the `competition-cards` labels. The key dates' sentence is the
 * `key-dates-sentence` labels, filled from the timeline's phases; the section's heading and link are
 * a block (with any paragraph an editor adds after the dates); so is the hero's link beside the
 * "View All Competitions" control.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Contests & Innovation Challenges',
    lead: 'Four competitions for K-12 students, university students, entrepreneurs and employers. Each one turns AI skills into a real project, judged by people from Idaho schools and industry.',
    actions: [{ label: 'Explore Training First', href: paths.trainingPrograms }],
  },
  {
    kind: 'prose',
    id: 'competitions',
    title: 'The four competitions',
    paragraphs: [
      'Each competition is run on its own site, where you will find the full rules and the entry form.',
    ],
  },
  ...competitions.map(competitionSeedBlock),
  labelsSeedBlock('competition-cards'),
  {
    kind: 'prose',
    id: 'key-dates',
    title: 'Key dates',
    paragraphs: [],
    more: { label: 'Timeline & Deadlines', href: paths.timeline },
  },
  labelsSeedBlock('key-dates-sentence'),
  {
    kind: 'cta',
    id: 'cta',
    title: 'New to AI?',
    text: 'The training pathways prepare you for any of the competitions, starting with Talk to AI, a 1.5–2 hour introduction.',
    actions: [
      { label: 'Explore Training First', href: paths.trainingPrograms },
      { label: 'Ask a question', href: paths.contact },
    ],
  },
] satisfies PageBlock[]
