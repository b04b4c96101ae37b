import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { getPlatformTool } from '@/content/platform-tools'

/** The product's record: its summary and features, which /technology-platform's cards show too. */
const tool = getPlatformTool('event-dashboard')

/**
 * /event-dashboard's structure and words (participants, sponsors and metrics), written once: the
 * database's first version of the page and what the page shows while nothing is published. Laid
 * out as a technology platform product page (`PlatformProductPage`): hero, the product's features
 * (its record's summary and list), the cards of who uses it, a related link, then the demo call to
 * action. The cards' icons are design (`eventDashboardIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Technology platform',
    title: 'Event Dashboard',
    lead: 'Plan and report on statewide events with participants, sponsors and metrics in one view. It supports Idaho AI Week and its 100+ events.',
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
        title: 'Event hosts',
        text: 'Register participants, check attendance and share your event on the statewide calendar.',
      },
      {
        title: 'Sponsors',
        text: 'See the events you support, how many people they reached and how your brand was presented.',
      },
      {
        title: 'Organizers',
        text: 'Follow metrics across every event of the week and prepare reports for partners and funders.',
      },
    ],
  },
  {
    kind: 'related',
    id: 'related',
    text: 'See the statewide events the dashboard supports.',
    link: { label: 'Statewide events', href: paths.events },
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Planning an event?',
    text: 'Ask for a demo of the Event Dashboard for your Idaho AI Week event or your own program.',
    actions: [{ label: 'Request a Demo', href: paths.contact }],
  },
] satisfies PageBlock[]
