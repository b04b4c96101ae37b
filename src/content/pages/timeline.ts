import { paths } from '@/config/paths'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'

export const timelinePage = {
  hero: {
    title: 'Timeline & Deadlines',
    lead: 'The innovation challenge runs from early access in November 2025 to the showcase at the Idaho State Capitol on April 25, 2026. Here is every date and rule.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
  table: {
    title: 'The six phases',
    caption: 'Innovation challenge phases, dates and rules (Mountain Time)',
    columns: ['Phase', 'Dates', 'What happens and the rules'],
    /** Each phase's state by the visitor's clock (src/components/ui/timed.tsx). */
    status: { upcoming: 'Upcoming', now: 'Happening now', past: 'Done' },
  },
  notes: {
    title: 'Good to know',
    items: [
      'Dates and times are final unless we announce a change on this page.',
      'Check-ins during the Create phase are optional; teams may build on their own schedule.',
      'A late or incomplete submission cannot be judged, so submit well before 11:59 PM MT on Mar 18, 2026.',
    ],
  },
  cta: {
    title: 'Ready to take part?',
    text: 'Choose the competition that fits you, or learn more about the Alliance first.',
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
} satisfies { hero: HeroBlock; cta: CtaBlock; [key: string]: unknown }
