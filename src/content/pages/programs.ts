import { paths } from '@/config/paths'
import type { CardBlock, CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import { programAreas } from '@/content/program-areas'

export const programsPage = {
  hero: {
    title: 'Programs',
    lead: 'Four program areas work together: people learn in the training pathways, apply what they learn in contests and events, and the technology platform keeps track of it all.',
    actions: [
      { label: 'Access Training', href: paths.trainingPrograms },
      { label: 'Join a competition', href: paths.joinCompetition },
    ],
  },
  areas: {
    title: 'Four program areas',
    intro: 'Each area has its own page with the full details.',
    items: programAreas,
  },
  cta: {
    title: 'Not sure where to start?',
    text: 'Most people begin with Talk to AI. Organizations can ask us to bring training on site.',
    actions: [
      { label: 'Start with Talk to AI', href: paths.talkToAi },
      { label: 'On-site training for organizations', href: paths.aiCoaches },
    ],
  },
} satisfies {
  hero: HeroBlock
  areas: { title: string; intro: string; items: CardBlock[] }
  cta: CtaBlock
}
