import { paths } from '@/config/paths'
import { keyPhases, shortDate, timeOfDay } from '@/content/date-copy'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import { publishedContent } from '@/content/published'
import type { Link, TimelinePhase } from '@/content/schema'

/** "Key dates", written from the current cycle's phases (the one record of those dates). */
export function keyDatesText(phases: readonly TimelinePhase[]): string {
  const { opens, deadline, showcase } = keyPhases(phases)
  const parts = [
    opens && `Early access opens ${shortDate(opens.startsAt)}`,
    deadline && `submissions close ${shortDate(deadline.endsAt)} at ${timeOfDay(deadline.endsAt)}`,
    showcase && `finalists are shown at the Capitol on ${shortDate(showcase.startsAt)}`,
  ].filter((part): part is string => Boolean(part))
  if (parts.length === 0) return 'The dates of the next cycle are on the timeline page.'
  const last = parts.pop()
  const sentence = parts.length > 0 ? `${parts.join(', ')}, and ${last}` : `${last}`
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

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
    text: keyDatesText(publishedContent.timeline[0]?.phases ?? []),
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
