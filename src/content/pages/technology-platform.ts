import type { Link } from '@/content/schema'
import { paths } from '@/config/paths'

/** /technology-platform: the hub of the three products in `@/content/platform-tools`. */
export const technologyPlatformPage = {
  hero: {
    eyebrow: 'Technology platform',
    title: 'The Idaho AI Alliance Technology Platform',
    lead: 'Three connected tools run our contests, track training progress and measure our events, so partners and funders can see what their support achieves.',
    actions: [
      { label: 'Request a Demo', href: paths.contact },
      { label: 'See our programs', href: paths.programs },
    ] satisfies Link[],
  },
  products: {
    id: 'products',
    title: 'Three products, one platform',
    intro: 'Each tool can be used on its own or together with the others.',
    linkLabel: (name: string) => `Explore the ${name}`,
  },
  why: {
    id: 'why-one-platform',
    title: 'Why one platform',
    points: [
      'Impact measurement is one of our four pillars: the platform is how we measure it.',
      'Contest entries, training records and event data live in one place instead of scattered spreadsheets.',
      'Organizers, judges, participants and partners each see what they need.',
      'Reports for funders and partners come from the same data that runs the programs.',
    ],
  },
  cta: {
    title: 'See the platform in action',
    text: 'Book a short demo for your school, chamber, business or agency. Tell us which tools interest you.',
    actions: [{ label: 'Request a Demo', href: paths.contact }] satisfies Link[],
  },
}
