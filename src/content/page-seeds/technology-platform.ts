import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { platformTools } from '@/content/platform-tools'

/**
 * /technology-platform's structure and words, written once: the database's first version of the
 * page and what the page shows while nothing is published. The three products' cards are seeded
 * from their records (platform-tools.ts), which the product pages' features read too; once
 * seeded, the hub's cards are this page's words. The products' icons are the records' design.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Technology platform',
    title: 'The Idaho AI Alliance Technology Platform',
    lead: 'Three connected tools run our contests, track training progress and measure our events, so partners and funders can see what their support achieves.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'See our programs', href: paths.programs },
    ],
  },
  {
    kind: 'cards',
    id: 'products',
    title: 'Three products, one platform',
    intro: 'Each tool can be used on its own or together with the others.',
    cards: platformTools.map((tool) => ({
      title: tool.name,
      text: tool.summary,
      items: [...tool.features],
      link: { label: `Explore the ${tool.name}`, href: tool.href },
    })),
  },
  {
    kind: 'list',
    id: 'why-one-platform',
    title: 'Why one platform',
    items: [
      'Impact measurement is one of our four pillars: the platform is how we measure it.',
      'Contest entries, training records and event data live in one place instead of scattered spreadsheets.',
      'Organizers, judges, participants and partners each see what they need.',
      'Reports for funders and partners come from the same data that runs the programs.',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'See the platform in action',
    text: 'Book a short demo for your school, chamber, business or agency. Tell us which tools interest you.',
    actions: [{ label: 'Request a Demo', href: paths.contact }],
  },
] satisfies PageBlock[]
