import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'

/**
 * /expansion's structure and words, written once: the database's first version of the page and
 * what the page shows while nothing is published. "Bring This to Your State", which the spec
 * leaves without a target, goes to the partner enquiry form.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'National Expansion',
    lead: 'Idaho is the first state. The plan is to share the model with state chapters from 2026, reach more than ten states by 2028 and build a global network in 2029-30.',
    actions: [
      { label: 'Bring This to Your State', href: contactLinks.partner },
      { label: 'See the model', href: paths.seeTheModel },
    ],
  },
  {
    kind: 'prose',
    id: 'why-expand',
    title: 'Why expand',
    paragraphs: [
      'Every state faces the same gap between how fast AI is changing work and how many people are trained for it. A model that has been tested, documented and measured in Idaho saves other states years of trial and error.',
    ],
  },
  {
    kind: 'table',
    id: 'expansion-plan',
    title: 'The expansion plan',
    caption: 'Expansion phases and targets',
    columns: ['Period', 'Target', 'What happens'],
    rows: [
      [
        '2026-27',
        '3-5 state chapters',
        'The first chapters adopt the pathways, coach certification and contest model, with support from the Idaho team.',
      ],
      [
        'By 2028',
        '10+ states',
        'A national network of state chapters shares curriculum, coaches and a joint showcase.',
      ],
      ['2029-30', 'Global', 'The model is offered to partners outside the United States.'],
    ],
  },
  {
    kind: 'list',
    id: 'state-chapter',
    title: 'What a state chapter receives',
    items: [
      'The five training pathways and the coach certification curriculum',
      'The competition formats, rules and judging rubric',
      'The technology platform: contest platform, skills tracker and event dashboard',
      'A playbook for a statewide AI week and a capitol showcase',
      'Reporting templates for measuring and publishing results',
    ],
  },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Start a chapter in your state',
    text: 'State agencies, universities, chambers and foundations can lead a chapter. Tell us about your state and we will arrange a first conversation.',
    actions: [{ label: 'Bring This to Your State', href: contactLinks.partner }],
  },
] satisfies PageBlock[]
