import { keyPhases, longDate, longDayOfMonth } from '@/content/date-copy'
import { nextEvent } from '@/content/event-schedule'
import type { Event, TimelinePhase } from '@/content/schema'

/** Search results show about 160 characters of a description (seoSchema holds it to that). */
const MAX = 160

/** The timeline page's description, with the deadline and showcase read from the phases. */
export function timelineDescription(phases: readonly TimelinePhase[]): string {
  const { deadline, showcase } = keyPhases(phases)
  const deadlinePart = deadline ? `the ${longDate(deadline.endsAt)} deadline` : 'the deadline'
  const showcasePart = showcase
    ? `the ${longDayOfMonth(showcase.startsAt)} capitol showcase`
    : 'the capitol showcase'
  return `Every phase of the innovation challenge: enrollment, creation, ${deadlinePart}, voting, judging and ${showcasePart}.`
}

/** "A, B and C". */
const listOf = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/**
 * The events page's description: the next event with its dates and place as the record states
 * them, or (with none ahead) the events by name, never a past week as if it were coming.
 */
export function eventsDescription(events: readonly Event[], nowMs: number): string {
  const next = nextEvent(events, nowMs)
  const names = listOf(events.map((event) => event.name))
  const candidates: string[] = [
    ...(next
      ? [
          `${next.name} (${next.dates}, ${next.location}) and every statewide AI event in Idaho: ${names}.`,
          `${next.name} (${next.dates}, ${next.location}) and every statewide AI event in Idaho.`,
        ]
      : [
          `Statewide AI events in Idaho: ${names}. The next dates are announced here, and past events stay listed.`,
        ]),
  ]
  const fallback =
    'Statewide AI events in Idaho: what is coming next, with dates, places and highlights, and the events already held.'
  return candidates.find((text) => text.length <= MAX) ?? fallback
}
