import { paths } from '@/config/paths'
import { siteConfig } from '@/content/site'

/**
 * Where the events' calendar files are served and the words of their links. The files sit beside
 * the events page they come from: `/events.ics`, the calendar of every event (one short address to
 * subscribe to), and `/events/<short name>.ics`, one event's own file. They are written by the
 * prerender (src/entry-server.tsx, src/lib/event-calendar.ts); a host serves them as
 * text/calendar by their extension.
 */
export const eventsCalendarPath = `${paths.events}.ics`

/** One event's own calendar file. */
export function eventCalendarPath(slug: string): string {
  return `${paths.events}/${slug}.ics`
}

/** The subscription address: the same file through webcal://, which calendar apps take as "subscribe". */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://')
}

export const eventCalendarCopy = {
  /** The subscribed calendar's name in a calendar app. */
  calendarName: `${siteConfig.brand} events`,
  /** On each dated event's card. */
  add: 'Add to calendar',
  /** Beside the cards: the webcal:// link. */
  subscribe: 'Subscribe to all events',
  /** For apps that take a web address instead (Google Calendar: "From URL"). */
  subscribeByAddress: 'or add this address to your calendar app:',
}
