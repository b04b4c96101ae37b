import { CalendarDays, GraduationCap, Layers, LayoutDashboard, type LucideIcon } from 'lucide-react'
import { paths } from '@/config/paths'
import type { CtaBlock, HeroBlock, TextBlock } from '@/content/pages/page-blocks'

export const seeTheModelPage = {
  hero: {
    title: 'See the Model',
    lead: 'How the Idaho AI Alliance works, in one page: four pillars, four steps, and goals that are measured and published. The model is designed so that other states can adopt it.',
    actions: [
      { label: 'The national expansion plan', href: paths.expansion },
      { label: 'Join the Alliance', href: paths.joinAlliance },
    ],
  },
  intro: {
    title: 'A model built to be copied',
    paragraphs: [
      'Most AI training programs depend on one employer or one university. The Alliance model is different: it trains local people as certified AI Coaches, gives them a shared set of pathways, and connects the training to contests and events that the whole state can see.',
      'Because every part is documented and measured, a chamber, a school district or another state can pick the model up and run it.',
    ],
  },
  pillars: { title: 'The four pillars' },
  blueprint: { title: 'The four steps' },
  ingredients: {
    title: 'What makes it work',
    items: [
      {
        title: 'Certified local coaches',
        text: 'AI Coaches are recruited and certified in the regions they serve, so training reaches rural towns as well as cities.',
        icon: GraduationCap,
      },
      {
        title: 'One ladder of pathways',
        text: 'Five pathways, from Talk to AI to certification, give every learner a clear next step.',
        icon: Layers,
      },
      {
        title: 'A week the state notices',
        text: 'Idaho AI Week gathers 100+ events each year and ends with a showcase at the Capitol.',
        icon: CalendarDays,
      },
      {
        title: 'Shared technology',
        text: 'A contest platform, a skills tracker and an event dashboard record what happens and who took part.',
        icon: LayoutDashboard,
      },
    ],
  },
  goals: {
    title: 'Measured against public goals',
    intro:
      'The goals for 2026 are published, and progress is shown at 0% until the first measured results are in.',
  },
  cta: {
    title: 'Bring the model to your state',
    text: 'The expansion plan sets out how the model grows: state chapters first, then a national network.',
    actions: [{ label: 'Read the expansion plan', href: paths.expansion }],
  },
} satisfies {
  hero: HeroBlock
  intro: TextBlock
  ingredients: { title: string; items: { title: string; text: string; icon: LucideIcon }[] }
  cta: CtaBlock
  [key: string]: unknown
}
