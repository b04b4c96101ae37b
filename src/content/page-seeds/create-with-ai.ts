import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { pathwaySeedBlock } from '@/content/pathways'

/**
 * /create-with-ai's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. It shares the pathway pages' layout
 * (`PathwayDetail`: hero, the pathway's facts, overview, outline, audience, format, closing); the
 * facts (level, duration, prerequisites) are the pathway record's (pathways.ts), which the overview
 * pages read from here.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    eyebrow: 'Intermediate · Stage 2',
    title: 'Create with AI',
    lead: 'A practical workshop in which you use AI tools to produce four finished pieces of work you can use the next day.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'All training pathways', href: paths.trainingPrograms },
    ],
  },
  pathwaySeedBlock('create-with-ai'),
  {
    kind: 'prose',
    id: 'overview',
    title: 'What the workshop covers',
    paragraphs: [
      'Create with AI moves from asking questions to producing work. Each participant brings a real task from their classroom, business or organization and leaves with four deliverables, reviewed by the AI Coach.',
    ],
  },
  {
    kind: 'steps',
    id: 'outline',
    title: 'Four deliverables',
    intro: 'Every participant completes these four deliverables during the workshop.',
    items: [
      {
        title: 'A personal prompt library',
        description: 'Tested prompts for the tasks you do every week, saved so you can reuse them.',
      },
      {
        title: 'A document drafted and refined with AI',
        description:
          'A lesson plan, proposal, policy or report, written with AI and checked by you.',
      },
      {
        title: 'A visual or media piece',
        description:
          'Slides, an illustration or a short video made with AI tools, with the sources noted.',
      },
      {
        title: 'An AI-assisted workflow',
        description:
          'A repeatable process that saves time on one recurring task, written down for your team.',
      },
    ],
  },
  {
    kind: 'list',
    id: 'audience',
    title: 'Who it is for',
    items: [
      'Educators preparing lessons, materials and feedback',
      'Professionals who write, plan or analyse as part of their work',
      'Small business owners and staff',
      'Anyone who has completed Talk to AI or uses AI assistants already',
    ],
  },
  {
    kind: 'list',
    id: 'format',
    title: 'Format',
    items: [
      'One full day or two half-days, in person or online',
      'Hands-on: most of the time is spent producing your own work',
      'Bring a laptop and a real task from your job or studies',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Next step: Build with AI',
    text: 'Ready to build your own AI tools? Build with AI is a 10–12 week course for learners with basic programming skills.',
    actions: [
      { label: 'About Build with AI', href: paths.buildWithAi },
      { label: 'Request Training', href: contactLinks.subject('request-training') },
    ],
  },
] satisfies PageBlock[]
