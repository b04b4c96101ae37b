import { createEvents, type EventAttributes } from 'ics'

/**
 * The events as iCalendar (RFC 5545): one file per dated event for "Add to calendar", and one
 * calendar of them all that calendar apps subscribe to. The `ics` package writes the format
 * (escaping, line folding, DATE values); this module decides what each event says.
 *
 * - UID is the event's short name at the site's host (`idaho-ai-week@example.org`): the desk keeps
 *   an event's short name when it is edited, so a calendar recognises the same event after a
 *   republish or an edit and updates it instead of adding a second one.
 * - SEQUENCE is the event's revision (`revisions`): 0 as first published, one more each time a
 *   publication changed what the event says (public.published_event_revisions, counted from the
 *   published versions), so an unchanged event keeps its number however often the site is
 *   republished, and an edit raises it (RFC 5545 §3.8.7.4).
 * - Times: an event's instants are written in UTC (`DTSTART:20260425T150000Z`), which needs no
 *   VTIMEZONE and shows at the right hour in every zone. An event that runs from midnight to the
 *   end of a day in Idaho (America/Boise) is an all-day event: DATE values, the end exclusive.
 * - An event without dates ("held each year") cannot be put in a calendar and is left out.
 */

/** What a calendar entry is made of: the event record's fields (src/content/site-content-schema). */
export type CalendarEvent = {
  slug: string
  name: string
  startsAt?: string
  endsAt?: string
  location: string
  description: string
  url?: string
  highlights: readonly string[]
}

/** An event's revision: how often its published content changed, and when it last did. */
export type EventRevision = { sequence: number; changedAt?: string }

export type EventCalendarOptions = {
  /** The site's public origin, no trailing slash: the UIDs' host, and the fallback URL's. */
  siteUrl: string
  /** Where the events are read on the site (e.g. /events), for an event without its own website. */
  eventsPath: string
  /** The subscribed calendar's name as an app lists it (an event's own file names none). */
  calendarName: string
  /** Revisions by event slug; an event not listed is at its first (0). */
  revisions?: Readonly<Record<string, EventRevision>>
  /** When the files were written (DTSTAMP): the build's clock. */
  builtAt: number
}

/** Idaho's time zone: the events' days are Idaho's days. */
export const eventTimeZone = 'America/Boise'

const PRODUCT_ID = '-//Idaho AI Alliance//Events//EN'

/** The date and time of an instant on Idaho's clock. */
function idahoParts(instant: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: eventTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0)
  return {
    date: [part('year'), part('month'), part('day')] as [number, number, number],
    seconds: part('hour') * 3600 + part('minute') * 60 + part('second'),
  }
}

/** The day after `date` (a calendar day, no clock involved). */
function nextDay([year, month, day]: [number, number, number]): [number, number, number] {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()]
}

/**
 * The span as iCalendar wants it: whole Idaho days as DATE values (the end is the day after the
 * last, RFC 5545 §3.6.1) when the event starts at midnight and ends at midnight or in the last
 * minute of a day; otherwise the two instants.
 */
export function calendarSpan(startsAt: string, endsAt: string) {
  const start = idahoParts(startsAt)
  const end = idahoParts(endsAt)
  const endsAtMidnight = end.seconds === 0 && Date.parse(endsAt) > Date.parse(startsAt)
  const endsLastMinute = end.seconds >= 23 * 3600 + 59 * 60
  if (start.seconds === 0 && (endsAtMidnight || endsLastMinute)) {
    return {
      allDay: true as const,
      start: start.date,
      end: endsAtMidnight ? end.date : nextDay(end.date),
    }
  }
  return { allDay: false as const, start: Date.parse(startsAt), end: Date.parse(endsAt) }
}

/** The event's calendar identity: stable while its short name is (the desk never changes it). */
export function eventUid(slug: string, siteUrl: string): string {
  return `${slug}@${new URL(siteUrl).hostname}`
}

/** The events a calendar can hold: those with both a start and an end. */
export function calendarEvents<T extends CalendarEvent>(
  events: readonly T[],
): (T & { startsAt: string; endsAt: string })[] {
  return events.filter((event): event is T & { startsAt: string; endsAt: string } =>
    Boolean(event.startsAt && event.endsAt),
  )
}

function entry(
  event: CalendarEvent & { startsAt: string; endsAt: string },
  options: EventCalendarOptions,
): EventAttributes {
  const span = calendarSpan(event.startsAt, event.endsAt)
  const revision = options.revisions?.[event.slug]
  const description = [
    event.description,
    event.highlights.map((highlight) => `• ${highlight}`).join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n')
  return {
    uid: eventUid(event.slug, options.siteUrl),
    sequence: revision?.sequence ?? 0,
    ...(revision?.changedAt ? { lastModified: Date.parse(revision.changedAt) } : {}),
    title: event.name,
    description,
    location: event.location,
    url: event.url ?? `${options.siteUrl}${options.eventsPath}`,
    status: 'CONFIRMED',
    ...(span.allDay
      ? { start: span.start, end: span.end, transp: 'TRANSPARENT' as const }
      : {
          start: span.start,
          startInputType: 'utc' as const,
          startOutputType: 'utc' as const,
          end: span.end,
          endInputType: 'utc' as const,
          endOutputType: 'utc' as const,
        }),
    // ics validates `timestamp` though its typings leave it out: the build's clock, not now.
    ...({ timestamp: options.builtAt } as object),
  }
}

function write(
  events: readonly (CalendarEvent & { startsAt: string; endsAt: string })[],
  options: EventCalendarOptions,
  calName?: string,
): string {
  const { error, value } = createEvents(
    events.map((event) => entry(event, options)),
    { productId: PRODUCT_ID, method: 'PUBLISH', ...(calName ? { calName } : {}) },
  )
  if (error || value === null) {
    throw new Error(`The events calendar could not be written: ${error?.message ?? 'no output'}`)
  }
  return value
}

/** The calendar of every dated event, the one calendar apps subscribe to. */
export function eventsCalendar(
  events: readonly CalendarEvent[],
  options: EventCalendarOptions,
): string {
  return write(calendarEvents(events), options, options.calendarName)
}

/** One event's own file, for "Add to calendar"; null for an event without dates. */
export function eventCalendar(event: CalendarEvent, options: EventCalendarOptions): string | null {
  const [dated] = calendarEvents([event])
  return dated ? write([dated], options) : null
}
