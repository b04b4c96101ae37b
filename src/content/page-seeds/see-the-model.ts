import { paths } from '@/config/paths'
import { blueprintSeedBlock } from '@/content/blueprint'
import type { PageBlock } from '@/content/page-copy-schema'
import { pillarsSeedBlock } from '@/content/pillars'

/**
 * /see-the-model's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The pillars and the four steps are written
 * here too (`pillar-cards`, `blueprint-steps`: seeded from pillars.ts and blueprint.ts) and the home
 * page reads them from here; the goals are site content, so only that section's heading and intro
 * are blocks. The cards' icons are design (`seeTheModelIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'See the Model',
    lead: 'How the Idaho AI Alliance works, in one page: four pillars, four steps, and goals that are measured and published. The model is designed so that other states can adopt it.',
    actions: [
      { label: 'The national expansion plan', href: paths.expansion },
      { label: 'Join the Alliance', href: paths.joinAlliance },
    ],
  },
  {
    kind: 'prose',
    id: 'intro',
    title: 'A model built to be copied',
    paragraphs: [
      'Most AI training programs depend on one employer or one university. The Alliance model is different: it trains local people as certified AI Coaches, gives them a shared set of pathways, and connects the training to contests and events that the whole state can see.',
      'Because every part is documented and measured, a chamber, a school district or another state can pick the model up and run it.',
    ],
  },
  { kind: 'prose', id: 'pillars', title: 'The four pillars', paragraphs: [] },
  pillarsSeedBlock(),
  { kind: 'prose', id: 'blueprint', title: 'The four steps', paragraphs: [] },
  blueprintSeedBlock(),
  {
    kind: 'cards',
    id: 'ingredients',
    title: 'What makes it work',
    cards: [
      {
        title: 'Certified local coaches',
        text: 'AI Coaches are recruited and certified in the regions they serve, so training reaches rural towns as well as cities.',
      },
      {
        title: 'One ladder of pathways',
        text: 'Five pathways, from Talk to AI to certification, give every learner a clear next step.',
      },
      {
        title: 'A week the state notices',
        text: 'Idaho AI Week gathers 100+ events each year and ends with a showcase at the Capitol.',
      },
      {
        title: 'Shared technology',
        text: 'A contest platform, a skills tracker and an event dashboard record what happens and who took part.',
      },
    ],
  },
  {
    kind: 'prose',
    id: 'goals',
    title: 'Measured against public goals',
    paragraphs: [
      'The goals for 2026 are published, and progress is shown at 0% until the first measured results are in.',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Bring the model to your state',
    text: 'The expansion plan sets out how the model grows: state chapters first, then a national network.',
    actions: [{ label: 'Read the expansion plan', href: paths.expansion }],
  },
] satisfies PageBlock[]
