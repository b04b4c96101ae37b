import { paths } from '@/config/paths'
import { keyPhases, shortDate, timeOfDay } from '@/content/date-copy'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import type { LabelsOf } from '@/content/page-copy-schema'
import { seedLabels } from '@/content/record-labels'
import type { Link, TimelinePhase } from '@/content/schema'
import { fillLabel } from '@schemas/fill-label'

/**
 * "Key dates", written from the current cycle's phases (the one record of those dates) into the
 * words the page holds (its `key-dates-sentence` labels; the seed's by default). Without the three dates
 * the page points to the timeline instead.
 */
export function keyDatesText(
  phases: readonly TimelinePhase[],
  words: LabelsOf<'key-dates-sentence'> = seedLabels['key-dates-sentence'],
): string {
  const { opens, deadline, showcase } = keyPhases(phases)
  if (!opens || !deadline || !showcase) return words.undated
  return fillLabel(words.sentence, {
    opens: shortDate(opens.startsAt),
    deadline: shortDate(deadline.endsAt),
    time: timeOfDay(deadline.endsAt),
    showcase: shortDate(showcase.startsAt),
  })
}

export const joinCompetitionPage = {
  hero: {
    title: 'Contests & Innovation Challenges',
    lead: 'Four competitions for K-12 students, university students, entrepreneurs and employers. Each one turns AI skills into a real project, judged by people from Idaho schools and industry.',
  },
  /**
   * The hero's button scrolls the page to a fixed offset of 600 px (spec §2, Join a competition);
   * its words, and the competition cards' labels, are the page's `competition-cards` labels.
   */
  viewAllScrollTop: 600,
  exploreTraining: { label: 'Explore Training First', href: paths.trainingPrograms } satisfies Link,
  competitions: {
    title: 'The four competitions',
    intro:
      'Each competition is run on its own site, where you will find the full rules and the entry form.',
  },
  timeline: {
    title: 'Key dates',
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
