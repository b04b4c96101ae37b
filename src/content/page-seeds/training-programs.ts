import { contactLinks, paths } from '@/config/paths'
import type { PageBlock } from '@/content/page-copy-schema'
import { labelsSeedBlock } from '@/content/record-labels'

/**
 * /training-programs' structure and words, written once: the database's first version of the page
 * and what the page shows while nothing is published. The pathways' cards are the pathway records
 * (usePathways) with the `pathway-cards` labels, which /ai-coaches and each pathway's own page read
 * too.
 */
export default [
  {
    kind: 'hero',
    id: 'hero',
    title: 'Training Pathways',
    lead: 'Five pathways take learners from their first conversation with an AI assistant to building AI tools, leading innovation projects and teaching others.',
    actions: [
      { label: 'Start with Talk to AI', href: paths.talkToAi },
      { label: 'Request Training', href: contactLinks.subject('request-training') },
    ],
  },
  {
    kind: 'prose',
    id: 'pathways',
    title: 'The five pathways',
    paragraphs: [
      'Each pathway builds on the one before. Choose the one that matches your experience.',
    ],
  },
  labelsSeedBlock('pathway-cards'),
  {
    kind: 'prose',
    id: 'how-it-works',
    title: 'How training is delivered',
    paragraphs: [
      'Certified AI Coaches teach the pathways in person at schools, colleges, chambers and workplaces, and online for people who cannot travel.',
      'Organizations can book a pathway for their own staff or students. Individuals can join open sessions, including the free sessions during Idaho AI Week.',
    ],
  },
  // What on-site training for a school costs: shown once the initiative fills in the amount.
  { kind: 'price', id: 'school-price', label: 'On-site training for a school' },
  {
    kind: 'cta',
    id: 'cta',
    title: 'Bring training to your organization',
    text: 'Tell us who you want to train and we will suggest the right pathway and format.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'On-site training for organizations', href: paths.aiCoaches },
    ],
  },
] satisfies PageBlock[]
