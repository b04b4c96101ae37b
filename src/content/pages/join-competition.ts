import { keyPhases, shortDate, timeOfDay } from '@/content/date-copy'
import type { LabelsOf } from '@/content/page-copy-schema'
import { seedLabels } from '@/content/record-labels'
import type { TimelinePhase } from '@/content/schema'
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

/**
 * /join-competition's layout: the hero's "View All Competitions" control scrolls the page to a
 * fixed offset of 600 px (spec §2, Join a competition). The page's words and structure are its
 * blocks (`page-seeds/join-competition.ts`), the control's words its `competition-cards` labels.
 */
export const joinCompetitionLayout = { viewAllScrollTop: 600 }
