/** The time zones Idaho keeps: Mountain in the south, Pacific in the panhandle. */
export const idahoTimeZones = [
  { id: 'America/Boise', label: 'Mountain Time (Boise)' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (Coeur d’Alene)' },
] as const
export type IdahoTimeZone = (typeof idahoTimeZones)[number]['id']

function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, part.value]),
  )
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((asUtc - utcMs) / 60_000)
}

/**
 * A wall-clock time in `timeZone` ("2027-04-19T09:00" from a datetime-local field) as an ISO
 * instant with that zone's offset on that day: 2027-04-19T09:00:00-06:00 (MDT).
 */
export function zonedInstant(local: string, timeZone: string): string {
  const wall = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`)
  if (Number.isNaN(wall)) throw new Error(`Not a date and time: ${local}`)
  // The offset at the guessed instant, corrected once for a guess across a DST change.
  let offset = offsetMinutes(wall, timeZone)
  offset = offsetMinutes(wall - offset * 60_000, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `${local.length === 16 ? `${local}:00` : local}${sign}${hh}:${mm}`
}
