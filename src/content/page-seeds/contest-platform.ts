import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { getPlatformTool } from '@/content/platform-tools'

/** The product's record: its summary and features, which /technology-platform's cards show too. */
const tool = getPlatformTool('contest-platform')

/**
 * /contest-platform's structure and words (entries, judging and showcases), written once: the
 * database's first version of the page and what the page shows while nothing is published. Laid
 * out as a technology platform product page (`PlatformProductPage`): hero, the product's features
 * (its record's summary and list), the role cards, the steps, then the demo call to action. The
 * cards' icons are design (`contestPlatformIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Technology platform',
    title: 'Contest Platform',
    lead: 'Run an AI contest from first entry to final showcase: entries, judging and public showcases in one place, built for schools, universities, startups and employers.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'Back to the technology platform', href: paths.technologyPlatform },
    ],
  },
  {
    kind: 'list',
    id: 'features',
    title: 'What it does',
    intro: tool.summary,
    items: [...tool.features],
  },
  {
    kind: 'cards',
    id: 'roles',
    title: 'Built for every role',
    intro:
      'Role-based access gives organizers, judges and participants the view each of them needs.',
    cards: [
      {
        title: 'Organizers',
        text: 'Set up a contest, its deadlines and rubric, invite judges and follow entries as they arrive.',
      },
      {
        title: 'Judges',
        text: 'Review assigned entries and score them against the same rubric, so every team is judged fairly.',
      },
      {
        title: 'Participants',
        text: 'Register, submit a prototype, abstract, pitch deck, demo video and reflection log, and track status.',
      },
    ],
  },
  {
    kind: 'steps',
    id: 'how-it-works',
    title: 'How a contest runs',
    items: [
      { title: 'Enroll', description: 'Participants register individually or as a team.' },
      { title: 'Submit', description: 'Entries are uploaded before the deadline.' },
      { title: 'Vote and judge', description: 'The public votes and judges score each entry.' },
      { title: 'Showcase', description: 'Finalists present their work and awards are announced.' },
    ],
    action: { label: 'See the current challenge timeline', href: paths.timeline },
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Running a contest?',
    text: 'Ask for a demo of the Contest Platform for your school, university, chamber or company.',
    actions: [{ label: 'Request a Demo', href: paths.contact }],
  },
] satisfies PageBlock[]
