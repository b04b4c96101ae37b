import { ADMIN_TIME_ZONE } from './format'

/** A date range as typed in the export dialog: calendar days in Mountain Time, both inclusive. */
export interface DateRange {
  /** "2025-10-01" or '' for no lower bound. */
  from: string
  /** "2025-10-31" or '' for no upper bound. */
  to: string
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ADMIN_TIME_ZONE,
  timeZoneName: 'longOffset',
})

/** Minutes Mountain Time is ahead of UTC at an instant (-360 in summer, -420 in winter). */
function offsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** The instant a Mountain Time calendar day starts, as an ISO string. */
export function mountainDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const utcMidnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)
  // Local midnight is 06:00 or 07:00 UTC; at 06:30 UTC the clocks have not changed yet that
  // day (changes happen at 2 AM local time), so that instant's offset is midnight's.
  const offset = offsetMinutes(new Date(utcMidnight + 6.5 * 3600_000))
  return new Date(utcMidnight - offset * 60_000).toISOString()
}

/** The day after a "YYYY-MM-DD" day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1))
    .toISOString()
    .slice(0, 10)
}

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** A message when the range cannot be used, else null. */
export function dateRangeProblem(range: DateRange): string | null {
  if (range.from && !DAY_PATTERN.test(range.from)) return 'Enter the start date as YYYY-MM-DD.'
  if (range.to && !DAY_PATTERN.test(range.to)) return 'Enter the end date as YYYY-MM-DD.'
  if (range.from && range.to && range.from > range.to) {
    return 'The start date must be on or before the end date.'
  }
  return null
}
