import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /build-with-ai's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. It shares the pathway pages' layout
 * (`PathwayDetail`: hero, the pathway's facts, overview, outline, audience, format, closing); the
 * facts (level, duration, prerequisites) are the pathway record's (pathways.ts), which the overview
 * pages read from here.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Advanced',
    title: 'Build with AI',
    lead: 'A six-module course in which you design, build and test a working AI application or automation that solves a real problem.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'All training pathways', href: paths.trainingPrograms },
    ],
  },
  pathwaySeedBlock('build-with-ai'),
  {
    kind: 'prose',
    id: 'overview',
    title: 'What the course covers',
    paragraphs: [
      'Build with AI is for learners who can already write simple programs. Over six modules you learn to connect AI models to data and everyday tools, test what you build, and use AI responsibly. The course ends with a working project that you demonstrate to your cohort.',
    ],
  },
  {
    kind: 'steps',
    id: 'outline',
    title: 'Six modules',
    items: [
      {
        title: 'Module 1: AI for builders',
        description: 'How models and APIs work, what they cost, and how to choose one for a task.',
      },
      {
        title: 'Module 2: Prompts as code',
        description: 'Prompt design, structured outputs and handling errors in your own programs.',
      },
      {
        title: 'Module 3: Working with your own data',
        description:
          'Search and retrieval over documents so that answers come from trusted sources.',
      },
      {
        title: 'Module 4: Automations and agents',
        description: 'Connecting AI to spreadsheets, e-mail, forms and other everyday tools.',
      },
      {
        title: 'Module 5: Testing and responsible AI',
        description: 'Measuring quality, protecting privacy, and checking for bias and misuse.',
      },
      {
        title: 'Module 6: Project build and demonstration',
        description: 'Finish, document and present a working application or automation.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'audience',
    title: 'Who it is for',
    items: [
      'Graduates of Talk to AI and Create with AI, or people with equivalent experience',
      'Teachers of computer science and career and technical education',
      'Developers, analysts and technical staff',
      'University students preparing for the AI Innovation Competition',
    ],
  },
  {
    kind: 'list',
    id: 'format',
    title: 'Format',
    items: [
      'Cohort-based, with weekly sessions and project work between them',
      'In person, online or a mix of both',
      'Each learner finishes with a working, documented project',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Next step: AI Innovation Certification',
    text: 'Take a project from idea to presented solution in the four-phase capstone.',
    actions: [
      { label: 'About the AI Innovation Certification', href: paths.aiInnovationCertification },
      { label: 'Request Training', href: contactLinks.subject('request-training') },
    ],
  },
] satisfies PageBlock[]
