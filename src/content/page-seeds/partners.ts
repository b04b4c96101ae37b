import { contactLinks } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /partners' structure and words, written once: the database's first version of the page and what
 * the page shows while nothing is published. Partners and tiers are records; the words on a tier's
 * card are the `partner-tier-cards` labels, which /, /about and the partner list read too. The
 * benefits' icons are design (`partnersIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Partner with us',
    title: 'Partner with the Idaho AI Alliance',
    lead: 'Businesses, chambers, schools, foundations and agencies partner with us to train Idaho’s workforce in AI. Your support goes further here: every $1 can unlock $2-3 in matching grants.',
    actions: [{ label: 'Become a Partner', href: contactLinks.subject('partnership') }],
  },
  {
    kind: 'cards',
    id: 'benefits',
    title: 'Why partner with us',
    intro: 'A partnership is an investment in people who live and work in Idaho.',
    cards: [
      {
        title: 'A skilled local workforce',
        text: 'Train your own staff and the people you will hire next, through on-site training and statewide programs.',
      },
      {
        title: 'Visibility across Idaho',
        text: 'Recognition at Idaho AI Week, the State AI Expo and our contests, in front of educators, employers and policymakers.',
      },
      {
        title: 'Measured impact',
        text: 'Reports from our skills tracker and event dashboard show who was trained and what changed.',
      },
      {
        title: 'A voice in the program',
        text: 'Partners help shape training content, contest challenges and the skills Idaho employers need most.',
      },
    ],
  },
  // The first paragraph is the section's highlight, set large.
  {
    kind: 'prose',
    id: 'grant-matching',
    title: 'Grant matching: your dollar goes further',
    paragraphs: [
      'Every $1 can unlock $2-3 in matching grants.',
      'Many state and federal workforce grants require local matching funds. Partner contributions can serve as that match, so a single sponsorship can bring two to three times its value into Idaho training programs. We help you identify matching opportunities and handle the reporting funders expect.',
    ],
  },
  {
    kind: 'prose',
    id: 'our-partners',
    title: 'Our partners',
    paragraphs: ['The organizations that support AI training across Idaho, by partner tier.'],
  },
  {
    kind: 'prose',
    id: 'partner-tiers',
    title: 'Partner tiers',
    paragraphs: [
      'Choose the level of partnership that fits your organization. Every tier can be tailored.',
    ],
  },
  labelsSeedBlock('partner-tier-cards'),
  {
    kind: 'steps',
    id: 'how-partnership-works',
    title: 'How partnership works',
    items: [
      {
        title: 'Discovery call',
        description: 'A 15-30 minute conversation about your goals and the communities you serve.',
      },
      {
        title: 'Partnership plan',
        description:
          'We propose a tier, the programs you support and the matching grants your contribution could unlock.',
      },
      { title: 'Launch', description: 'From first call to launch typically takes 2-4 weeks.' },
      {
        title: 'Report',
        description: 'You receive regular updates on people trained, events held and outcomes.',
      },
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Let’s talk about a partnership',
    text: 'Tell us about your organization and what you would like to achieve. We reply within 1-2 business days.',
    actions: [
      { label: 'Start a Partnership Conversation', href: contactLinks.subject('partnership') },
    ],
  },
] satisfies PageBlock[]
