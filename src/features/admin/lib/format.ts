import { DESK_TIME_ZONE, formatDeskDateTime } from '@/lib/desk-time'

/** Reviewers work in Idaho's capital; every timestamp is shown in Mountain Time (MST/MDT). */
export const ADMIN_TIME_ZONE = DESK_TIME_ZONE

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

const isoDateTimeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
})

/** "Oct 7, 2025" in Mountain Time. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso))
}

/** "Oct 7, 2025, 3:04 PM MDT" (the desk's one timestamp format, src/lib/desk-time.ts). */
export const formatDateTime = formatDeskDateTime

/** "2025-10-07 15:04 MDT": sortable, for CSV files. */
export function formatCsvDateTime(iso: string): string {
  const parts = Object.fromEntries(
    isoDateTimeParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`
}

// Formatters are built once: constructing an Intl formatter (which `toLocaleString` does on
// every call) costs far more than formatting, and the overview formats about forty labels.
const weekLabelFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})

const numberFormat = new Intl.NumberFormat('en-US')

/** "Oct 6" for a chart axis, from a calendar date like "2025-10-06" (no time zone shift). */
export function formatWeekLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return weekLabelFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)))
}

/** "12,345". */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** "Ana Doe": how the desk names the person a record is about. */
export function fullName(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** "1 application", "1,204 applications". */
export function countOf(n: number, noun: string, nounPlural: string): string {
  return `${formatNumber(n)} ${n === 1 ? noun : nounPlural}`
}
