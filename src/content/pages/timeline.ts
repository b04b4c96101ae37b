import { paths } from '@/config/paths'
import { keyPhases, longDate, monthAndYear, shortDate, timeOfDay } from '@/content/date-copy'
import type { LabelsOf } from '@/content/page-copy-schema'
import { fillLabel } from '@schemas/fill-label'
import type { CtaBlock, HeroBlock } from '@/content/pages/page-blocks'
import { publishedContent } from '@/content/published'
import { seedLabels } from '@/content/record-labels'
import type { TimelinePhase } from '@/content/schema'

/** The hero's words after the sentence that quotes the dates (page copy: an editor may change them). */
export const timelineLeadAfterDates = 'Here is every date and rule.'

/**
 * The sentences that quote the cycle's dates, written from its phases (the one record) into the
 * words the page holds (the `date-sentences` labels on /timeline; the seed's by default).
 */
export function timelineDateCopy(
  phases: readonly TimelinePhase[],
  words: LabelsOf<'date-sentences'> = seedLabels['date-sentences'],
) {
  const { opens, deadline, showcase } = keyPhases(phases)
  const span =
    opens && showcase
      ? fillLabel(words.span, {
          opens: monthAndYear(opens.startsAt),
          showcase: longDate(showcase.startsAt),
        })
      : words['span-undated']
  return {
    span,
    lead: `${span} ${timelineLeadAfterDates}`,
    deadlineNote: deadline
      ? fillLabel(words.deadline, {
          time: timeOfDay(deadline.endsAt),
          date: shortDate(deadline.endsAt),
        })
      : words['deadline-undated'],
  }
}

// The cycle shown is the first the initiative lists in the desk (the current one).
export const dateCopy = timelineDateCopy(publishedContent.timeline[0]?.phases ?? [])

export const timelinePage = {
  hero: {
    title: 'Timeline & Deadlines',
    lead: dateCopy.lead,
    actions: [
      { label: 'Join a competition', href: paths.joinCompetition },
      { label: 'About the Alliance', href: paths.about },
    ],
  },
  // The table's caption, headers and phase states are the `phases-table` labels (record-labels.ts).
  table: { title: 'The six phases' },
  notes: {
    title: 'Good to know',
    items: [
      'Dates and times are final unless we announce a change on this page.',
      'Check-ins during the Create phase are optional; teams may build on their own schedule.',
      dateCopy.deadlineNote,
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
