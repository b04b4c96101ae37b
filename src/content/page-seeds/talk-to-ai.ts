import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /talk-to-ai's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. It shares the pathway pages' layout
 * (`PathwayDetail`: hero, the pathway's facts, overview, outline, audience, format, closing); the
 * facts (level, duration, prerequisites) are the pathway record's (pathways.ts), which the overview
 * pages read from here.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Foundation · Stage 1',
    title: 'Talk to AI',
    lead: 'A short, hands-on introduction for anyone who has not used AI assistants yet, or has used them without training.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'All training pathways', href: paths.trainingPrograms },
    ],
  },
  pathwaySeedBlock('talk-to-ai'),
  {
    kind: 'prose',
    id: 'overview',
    title: 'What the session covers',
    paragraphs: [
      'Participants learn what AI assistants are and are not, practise asking clear questions, and learn to check answers before they rely on them. Everyone works on their own device with real tasks from their job or studies.',
    ],
  },
  {
    kind: 'steps',
    id: 'outline',
    title: 'Session outline',
    items: [
      {
        title: 'What AI assistants do',
        description:
          'How large language models produce answers, and why they sometimes get things wrong.',
      },
      {
        title: 'Asking good questions',
        description:
          'Giving context, setting a role and format, and refining a prompt step by step.',
      },
      {
        title: 'Checking the answers',
        description: 'Spotting invented facts, verifying sources and knowing when not to use AI.',
      },
      {
        title: 'Using AI safely',
        description:
          'Privacy, student and customer data, and your organization’s rules for AI use.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'audience',
    title: 'Who it is for',
    items: [
      'Teachers, school staff and faculty',
      'Employees and managers in any industry',
      'Students and job seekers',
      'Community members who want a first, guided experience',
    ],
  },
  {
    kind: 'list',
    id: 'format',
    title: 'Format',
    items: [
      'In person or online, for groups of any size',
      'No previous experience needed',
      'Bring a laptop, tablet or phone',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Next step: Create with AI',
    text: 'After Talk to AI, the Create with AI workshop helps you produce real work with AI tools.',
    actions: [
      { label: 'About Create with AI', href: paths.createWithAi },
      { label: 'Request Training', href: contactLinks.subject('request-training') },
    ],
  },
] satisfies PageBlock[]
