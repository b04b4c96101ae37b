import { contactLinks, paths } from '@/config/paths'
import type { CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'

export const trainingProgramsPage = {
  hero: {
    title: 'Training Pathways',
    lead: 'Five pathways take learners from their first conversation with an AI assistant to building AI tools, leading innovation projects and teaching others.',
    actions: [
      { label: 'Start with Talk to AI', href: paths.talkToAi },
      { label: 'Request Training', href: contactLinks.subject('request-training') },
    ],
  },
  pathways: {
    title: 'The five pathways',
    intro: 'Each pathway builds on the one before. Choose the one that matches your experience.',
  },
  howItWorks: {
    title: 'How training is delivered',
    paragraphs: [
      'Certified AI Coaches teach the pathways in person at schools, colleges, chambers and workplaces, and online for people who cannot travel.',
      'Organizations can book a pathway for their own staff or students. Individuals can join open sessions, including the free sessions during Idaho AI Week.',
    ],
  },
  /** What on-site training for a school costs: shown once the initiative fills in the amount. */
  schoolPrice: { label: 'On-site training for a school' },
  cta: {
    title: 'Bring training to your organization',
    text: 'Tell us who you want to train and we will suggest the right pathway and format.',
    actions: [
      { label: 'Request Training', href: contactLinks.subject('request-training') },
      { label: 'On-site training for organizations', href: paths.aiCoaches },
    ],
  },
} satisfies {
  hero: HeroBlock
  pathways: TextBlock
  howItWorks: TextBlock
  schoolPrice: { label: string; amount?: string }
  cta: CtaBlock
}
