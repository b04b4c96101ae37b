import { keyPhases, longDate, longDayOfMonth } from '@/content/date-copy'
import { nextEvent } from '@/content/event-schedule'
import type { LabelsOf } from '@/content/page-copy-schema'
import { seedLabels } from '@/content/record-labels'
import type { Event, TimelinePhase } from '@/content/schema'
import { fillLabel } from '@schemas/fill-label'

/** Search results show about 160 characters of a description (seoSchema holds it to that). */
const MAX = 160

/**
 * The timeline page's description, with the deadline and showcase read from the phases, in the
 * words the page holds (its `date-sentences` labels); a filled-in text past what search results
 * show gives way to the undated one.
 */
export function timelineDescription(
  phases: readonly TimelinePhase[],
  words: LabelsOf<'date-sentences'> = seedLabels['date-sentences'],
): string {
  const { deadline, showcase } = keyPhases(phases)
  if (!deadline || !showcase) return words['search-description-undated']
  const dated = fillLabel(words['search-description'], {
    deadline: longDate(deadline.endsAt),
    showcase: longDayOfMonth(showcase.startsAt),
  })
  return dated.length <= MAX ? dated : words['search-description-undated']
}

/** "A, B and C". */
const listOf = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/**
 * The events page's description: the next event with its dates and place as the record states
 * them, or (with none ahead) the events by name, never a past week as if it were coming; in the
 * words /events holds (its `event-cards` labels), the first that fits in a search result.
 */
export function eventsDescription(
  events: readonly Event[],
  nowMs: number,
  words: LabelsOf<'event-cards'> = seedLabels['event-cards'],
): string {
  const next = nextEvent(events, nowMs)
  const names = listOf(events.map((event) => event.name))
  const candidates = next
    ? [words['search-description'], words['search-description-short']].map((text) =>
        fillLabel(text, {
          event: next.name,
          dates: next.dates,
          place: next.location,
          events: names,
        }),
      )
    : [fillLabel(words['search-description-none-ahead'], { events: names })]
  return candidates.find((text) => text.length <= MAX) ?? words['search-description-fallback']
}
