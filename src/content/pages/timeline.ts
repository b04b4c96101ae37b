import { keyPhases, longDate, monthAndYear, shortDate, timeOfDay } from '@/content/date-copy'
import type { LabelsOf } from '@/content/page-copy-schema'
import { fillLabel } from '@schemas/fill-label'
import { seedLabels } from '@/content/record-labels'
import type { TimelinePhase } from '@/content/schema'

/**
 * The sentences that quote the cycle's dates, written from its phases (the one record) into the
 * words the page holds (the `date-sentences` labels on /timeline; the seed's by default). The
 * page's other words and its structure are its blocks (`page-seeds/timeline.ts`).
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
    deadlineNote: deadline
      ? fillLabel(words.deadline, {
          time: timeOfDay(deadline.endsAt),
          date: shortDate(deadline.endsAt),
        })
      : words['deadline-undated'],
  }
}
