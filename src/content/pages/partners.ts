import { ChartColumn, Megaphone, MessageSquare, Users } from 'lucide-react'
import type { IconCard } from '@/content/pages/page-blocks'
import type { Link, Step } from '@/content/schema'
import { contactLinks } from '@/config/paths'

/** /partners: partnership benefits, grant matching and the partner tiers (`@/content/partner-tiers`). */
export const partnersPage = {
  hero: {
    eyebrow: 'Partner with us',
    title: 'Partner with the Idaho AI Alliance',
    lead: 'Businesses, chambers, schools, foundations and agencies partner with us to train Idaho’s workforce in AI. Your support goes further here: every $1 can unlock $2-3 in matching grants.',
    actions: [
      { label: 'Become a Partner', href: contactLinks.subject('partnership') },
    ] satisfies Link[],
  },
  benefits: {
    id: 'benefits',
    title: 'Why partner with us',
    intro: 'A partnership is an investment in people who live and work in Idaho.',
    items: [
      {
        title: 'A skilled local workforce',
        description:
          'Train your own staff and the people you will hire next, through on-site training and statewide programs.',
        icon: Users,
      },
      {
        title: 'Visibility across Idaho',
        description:
          'Recognition at Idaho AI Week, the State AI Expo and our contests, in front of educators, employers and policymakers.',
        icon: Megaphone,
      },
      {
        title: 'Measured impact',
        description:
          'Reports from our skills tracker and event dashboard show who was trained and what changed.',
        icon: ChartColumn,
      },
      {
        title: 'A voice in the program',
        description:
          'Partners help shape training content, contest challenges and the skills Idaho employers need most.',
        icon: MessageSquare,
      },
    ] satisfies IconCard[],
  },
  matching: {
    id: 'grant-matching',
    title: 'Grant matching: your dollar goes further',
    highlight: 'Every $1 can unlock $2-3 in matching grants.',
    text: 'Many state and federal workforce grants require local matching funds. Partner contributions can serve as that match, so a single sponsorship can bring two to three times its value into Idaho training programs. We help you identify matching opportunities and handle the reporting funders expect.',
  },
  listing: {
    id: 'our-partners',
    title: 'Our partners',
    intro: 'The organizations that support AI training across Idaho, by partner tier.',
  },
  tiers: {
    id: 'partner-tiers',
    title: 'Partner tiers',
    intro:
      'Choose the level of partnership that fits your organization. Every tier can be tailored.',
  },
  process: {
    id: 'how-partnership-works',
    title: 'How partnership works',
    steps: [
      {
        title: 'Discovery call',
        description: 'A 15-30 minute conversation about your goals and the communities you serve.',
      },
      {
        title: 'Partnership plan',
        description:
          'We propose a tier, the programs you support and the matching grants your contribution could unlock.',
      },
      {
        title: 'Launch',
        description: 'From first call to launch typically takes 2-4 weeks.',
      },
      {
        title: 'Report',
        description: 'You receive regular updates on people trained, events held and outcomes.',
      },
    ] satisfies Step[],
  },
  cta: {
    title: 'Let’s talk about a partnership',
    text: 'Tell us about your organization and what you would like to achieve. We reply within 1-2 business days.',
    actions: [
      { label: 'Start a Partnership Conversation', href: contactLinks.subject('partnership') },
    ] satisfies Link[],
  },
}
