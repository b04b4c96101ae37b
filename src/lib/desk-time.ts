/**
 * The desk works in Idaho's capital: every timestamp it shows is in Mountain Time and says so
 * ("MST" or "MDT"), on the reviewers' pages and in the Site section alike.
 */
export const DESK_TIME_ZONE = 'America/Boise'

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DESK_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "Oct 7, 2025, 3:04 PM MDT". */
export function formatDeskDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso))
}
