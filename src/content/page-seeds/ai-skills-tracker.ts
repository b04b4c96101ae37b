import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { getPlatformTool } from '@/content/platform-tools'

/** The product's record: its summary and features, which /technology-platform's cards show too. */
const tool = getPlatformTool('ai-skills-tracker')

/**
 * /ai-skills-tracker's structure and words (training progress analytics), written once: the
 * database's first version of the page and what the page shows while nothing is published. Laid
 * out as a technology platform product page (`PlatformProductPage`): hero, the product's features
 * (its record's summary and list), the cards of who uses it, a related link, then the demo call to
 * action. The cards' icons are design (`aiSkillsTrackerIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Technology platform',
    title: 'AI Skills Tracker',
    lead: 'Training progress analytics for learners, coaches and partners: see who has been trained, in which pathway, and how far each learner has come.',
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
    id: 'who-uses-it',
    title: 'Who uses it',
    cards: [
      {
        title: 'Learners',
        text: 'See the pathways you have completed and what comes next, from Talk to AI to certification.',
      },
      {
        title: 'Schools and employers',
        text: 'Follow your staff’s training progress and plan the next sessions with your AI Coach.',
      },
      {
        title: 'Partners and funders',
        text: 'Get regional reports that show how many people were trained and how grant funds were used.',
      },
    ],
  },
  {
    kind: 'related',
    id: 'related',
    text: 'The tracker is how we will report progress on our 2026 goals, such as 500+ teachers and professionals trained.',
    link: { label: 'Read about our goals', href: paths.about },
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Track your organization’s AI training',
    text: 'Ask for a demo of the AI Skills Tracker.',
    actions: [{ label: 'Request a Demo', href: paths.contact }],
  },
] satisfies PageBlock[]
