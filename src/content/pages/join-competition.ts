import { paths } from '@/config/paths'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import type { Link } from '@/content/schema'

export const joinCompetitionPage = {
  hero: {
    title: 'Contests & Innovation Challenges',
    lead: 'Four competitions for K-12 students, university students, entrepreneurs and employers. Each one turns AI skills into a real project, judged by people from Idaho schools and industry.',
  },
  /** The hero's button scrolls the page to a fixed offset of 600 px (spec §2, Join a competition). */
  viewAll: { label: 'View All Competitions', scrollTop: 600 },
  exploreTraining: { label: 'Explore Training First', href: paths.trainingPrograms } satisfies Link,
  competitions: {
    title: 'The four competitions',
    intro:
      'Each competition is run on its own site, where you will find the full rules and the entry form.',
    audienceLabel: 'For',
    benefitsLabel: 'What participants get',
    /** Visible link text; the competition name is added for screen readers. */
    linkLabel: 'Visit the competition site',
  },
  timeline: {
    title: 'Key dates',
    text: 'Early access opens Nov 10, 2025, submissions close Mar 18, 2026 at 11:59 PM MT, and finalists are shown at the Capitol on Apr 25, 2026.',
    link: { label: 'Timeline & Deadlines', href: paths.timeline } satisfies Link,
  },
  cta: {
    title: 'New to AI?',
    text: 'The training pathways prepare you for any of the competitions, starting with Talk to AI, a 1.5–2 hour introduction.',
    actions: [
      { label: 'Explore Training First', href: paths.trainingPrograms },
      { label: 'Ask a question', href: paths.contact },
    ],
  },
} satisfies { hero: HeroBlock; cta: CtaBlock; [key: string]: unknown }
