import { contactLinks, paths } from '@/config/paths'
import type { CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'

/** The button the spec leaves without a target goes to the partner enquiry form. */
const bringToYourState = {
  label: 'Bring This to Your State',
  href: contactLinks.partner,
} satisfies Link

export const expansionPage = {
  hero: {
    title: 'National Expansion',
    lead: 'Idaho is the first state. The plan is to share the model with state chapters from 2026, reach more than ten states by 2028 and build a global network in 2029-30.',
    actions: [bringToYourState, { label: 'See the model', href: paths.seeTheModel }],
  },
  why: {
    title: 'Why expand',
    paragraphs: [
      'Every state faces the same gap between how fast AI is changing work and how many people are trained for it. A model that has been tested, documented and measured in Idaho saves other states years of trial and error.',
    ],
  },
  phases: {
    title: 'The expansion plan',
    caption: 'Expansion phases and targets',
    columns: ['Period', 'Target', 'What happens'],
    rows: [
      {
        period: '2026-27',
        target: '3-5 state chapters',
        text: 'The first chapters adopt the pathways, coach certification and contest model, with support from the Idaho team.',
      },
      {
        period: 'By 2028',
        target: '10+ states',
        text: 'A national network of state chapters shares curriculum, coaches and a joint showcase.',
      },
      {
        period: '2029-30',
        target: 'Global',
        text: 'The model is offered to partners outside the United States.',
      },
    ],
  },
  chapter: {
    title: 'What a state chapter receives',
    items: [
      'The five training pathways and the coach certification curriculum',
      'The competition formats, rules and judging rubric',
      'The technology platform: contest platform, skills tracker and event dashboard',
      'A playbook for a statewide AI week and a capitol showcase',
      'Reporting templates for measuring and publishing results',
    ],
  },
  cta: {
    title: 'Start a chapter in your state',
    text: 'State agencies, universities, chambers and foundations can lead a chapter. Tell us about your state and we will arrange a first conversation.',
    actions: [bringToYourState],
  },
} satisfies {
  hero: HeroBlock
  why: TextBlock
  chapter: { title: string; items: string[] }
  cta: CtaBlock
  [key: string]: unknown
}
