import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /join-alliance's structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The form's own words (labels, hints,
 * messages) are the form's description, not page copy; the cards' icons are design
 * (`joinAllianceIcons`).
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Join the Alliance',
    title: 'Join the Idaho AI Alliance',
    lead: 'Schools, colleges, businesses, chambers, workforce boards, agencies and nonprofits across Idaho are working together to prepare our workforce for AI. Register your organization and tell us how you would like to take part.',
  },
  {
    kind: 'list',
    id: 'why-join',
    title: 'Why join',
    items: [
      'Be first to hear about training, contests and statewide events',
      'Connect with educators, employers and leaders across every region of Idaho',
      'Help set priorities for the training Idaho’s workforce needs',
      'Get support to bring AI training, contests and events to your community',
    ],
  },
  {
    kind: 'cards',
    id: 'ways-to-take-part',
    title: 'Ways to take part',
    intro: 'On the form, choose every area that interests you.',
    cards: [
      { title: 'Training', text: 'AI training for your staff, students or members.' },
      { title: 'Contests', text: 'Enter, host or judge an AI innovation contest.' },
      { title: 'Events', text: 'Host or attend events during Idaho AI Week and beyond.' },
      {
        title: 'Sponsorship',
        text: 'Support the initiative, with grant matching that multiplies your gift.',
      },
      { title: 'Becoming a trainer', text: 'Become a certified AI Coach in your region.' },
    ],
  },
  // The form's heading and introduction; under the form, the note and its one link.
  {
    kind: 'cta',
    id: 'registration-form',
    title: 'Register your interest',
    text: 'It takes a few minutes. Phone is optional. We will follow up by e-mail about the areas you choose.',
    note: 'Prefer to talk first?',
    actions: [{ label: 'Contact our team', href: paths.contact }],
  },
] satisfies PageBlock[]
