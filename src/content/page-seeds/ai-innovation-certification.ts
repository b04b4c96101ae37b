import { paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /ai-innovation-certification's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. It shares the pathway pages' layout
 * (`PathwayDetail`: hero, the pathway's facts, overview, outline, audience, format, closing); the
 * facts (level, duration, prerequisites) are the pathway record's (pathways.ts), which the overview
 * pages read from here.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Capstone',
    title: 'AI Innovation Certification',
    lead: 'A four-phase capstone in which you take an AI project from a real problem to a tested, presented solution, and earn certification as an AI innovator.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'All training pathways', href: paths.trainingPrograms },
    ],
  },
  pathwaySeedBlock('ai-innovation-certification'),
  {
    kind: 'prose',
    id: 'overview',
    title: 'What the certification involves',
    paragraphs: [
      'Candidates work on a problem brought by a school, employer, chamber or public agency. The four phases follow the innovation challenge timeline, so a certification project can also be entered in a competition and shown at the Capitol showcase.',
    ],
  },
  {
    kind: 'steps',
    id: 'outline',
    title: 'Four phases',
    items: [
      {
        title: 'Phase 1: Discover',
        description:
          'Define the problem with the partner organization and agree how success will be measured.',
      },
      {
        title: 'Phase 2: Design',
        description: 'Plan the solution, the data it needs and an ethics and privacy review.',
      },
      {
        title: 'Phase 3: Build and test',
        description: 'Build a prototype, test it with real users and record what changed.',
      },
      {
        title: 'Phase 4: Present',
        description:
          'Submit an abstract, pitch deck, demo video and reflection log, and present to a panel.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'audience',
    title: 'Who it is for',
    items: [
      'Graduates of Talk to AI, Create with AI and Build with AI',
      'Experienced practitioners admitted through a portfolio review',
      'Teams inside employers, schools and agencies with a problem to solve',
    ],
  },
  {
    kind: 'list',
    id: 'format',
    title: 'Format',
    items: [
      'Mentored by AI Coaches and industry volunteers',
      'Individual or team projects',
      'Judged on innovation, technical skill, impact, ethical AI use and presentation',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'See the challenge timeline',
    text: 'Certification projects can follow the same dates as the innovation challenge.',
    actions: [
      { label: 'Timeline & Deadlines', href: paths.timeline },
      { label: 'Join a competition', href: paths.joinCompetition },
    ],
  },
] satisfies PageBlock[]
