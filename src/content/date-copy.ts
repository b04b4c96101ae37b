import type { TimelinePhase } from '@/content/schema'

/**
 * Dates in copy, written from the one record that holds them (an event's or a timeline phase's
 * `startsAt`/`endsAt`), never typed a second time: when the initiative moves a date in the desk,
 * every sentence that quotes it follows. All in Mountain Time, the zone the records are kept in.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * The wall-clock parts of an instant as the record writes it (2030-01-05T23:59:00-07:00: its
 * Mountain Time reading). Read from the text rather than through Intl, so the prerender (Node)
 * and the browser write the very same characters (Chromium puts a narrow no-break space before
 * "PM", Node a plain one) and hydration matches.
 */
function wallClock(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)
  if (!match) throw new Error(`Not an instant: ${iso}`)
  const [, year, month, day, hour, minute] = match.map(Number) as number[]
  return { year, month: months[(month ?? 1) - 1] ?? 'January', day, hour: hour ?? 0, minute }
}

/** "January 2030". */
export function monthAndYear(iso: string) {
  const { month, year } = wallClock(iso)
  return `${month} ${year}`
}
/** "January 5, 2030". */
export function longDate(iso: string) {
  const { month, day, year } = wallClock(iso)
  return `${month} ${day}, ${year}`
}
/** "Jan 5, 2030" (May, June and July are short enough already: "June 5, 2030"). */
export function shortDate(iso: string) {
  const { month, day, year } = wallClock(iso)
  return `${month.length <= 4 ? month : month.slice(0, 3)} ${day}, ${year}`
}
/** "January 5". */
export function longDayOfMonth(iso: string) {
  const { month, day } = wallClock(iso)
  return `${month} ${day}`
}
/** "11:59 PM MT". */
export function timeOfDay(iso: string) {
  const { hour, minute } = wallClock(iso)
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'} MT`
}

/**
 * The phases the copy quotes: the first (early access), the submission deadline (the phase named
 * so, if the cycle has one) and the last (the showcase).
 */
export function keyPhases(phases: readonly TimelinePhase[]) {
  return {
    opens: phases[0],
    deadline: phases.find((phase) => /deadline/i.test(phase.phase)),
    showcase: phases.length > 1 ? phases[phases.length - 1] : undefined,
  }
}
