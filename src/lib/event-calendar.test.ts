import ical, { type CalendarComponent, type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import {
  calendarSpan,
  eventCalendar,
  eventsCalendar,
  type CalendarEvent,
  type EventCalendarOptions,
} from '@/lib/event-calendar'

/** A dated event with the shape of the site's records; each test changes what it is about. */
function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    slug: 'state-ai-expo',
    name: 'State AI Expo',
    startsAt: '2026-04-25T09:00:00-06:00',
    endsAt: '2026-04-25T16:00:00-06:00',
    location: 'Idaho Capitol, Boise',
    description: 'A one-day expo at the Idaho Capitol.',
    url: 'https://expo.example.org',
    highlights: ['Finalist projects on display', 'Awards'],
    ...overrides,
  }
}

const week = makeEvent({
  slug: 'idaho-ai-week',
  name: 'Idaho AI Week',
  startsAt: '2026-04-20T00:00:00-06:00',
  endsAt: '2026-04-25T23:59:59-06:00',
  location: 'Boise, Idaho',
})
const undated = makeEvent({
  slug: 'ai-education-week',
  name: 'AI Education Week',
  startsAt: undefined,
  endsAt: undefined,
})

const options: EventCalendarOptions = {
  siteUrl: 'https://alliance.example.org',
  eventsPath: '/events',
  calendarName: 'Idaho AI Alliance events',
  builtAt: Date.parse('2026-03-01T12:00:00Z'),
}

/** The file as a calendar app reads it, with node-ical (a real RFC 5545 parser). */
function parse(text: string | null) {
  if (text === null) throw new Error('no calendar file was written')
  const components = Object.values(ical.sync.parseICS(text)) as CalendarComponent[]
  const events = components.filter((component): component is VEvent => component.type === 'VEVENT')
  const calendar = components.find((component) => component.type === 'VCALENDAR') as
    (CalendarComponent & Record<string, unknown>) | undefined
  return { events, calendar, byUid: new Map(events.map((event) => [event.uid, event])) }
}

/** A DATE value's calendar day (node-ical gives it as local midnight). */
function day(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

describe('the events calendar', () => {
  it('holds every dated event once, and leaves out an event without dates', () => {
    const { events, calendar } = parse(eventsCalendar([week, makeEvent(), undated], options))
    expect(events.map((event) => event.summary)).toEqual(['Idaho AI Week', 'State AI Expo'])
    expect(calendar?.method).toBe('PUBLISH')
    expect(calendar?.['WR-CALNAME']).toBe('Idaho AI Alliance events')
  })

  it('is a valid calendar with no event in it when no event has dates', () => {
    const { events, calendar } = parse(eventsCalendar([undated], options))
    expect(events).toEqual([])
    expect(calendar?.version).toBe('2.0')
  })

  it('gives an event with hours its exact instants (9 AM to 4 PM in Boise, MDT)', () => {
    const [expo] = parse(eventsCalendar([makeEvent()], options)).events
    expect(expo?.datetype).toBe('date-time')
    expect(expo?.start.toISOString()).toBe('2026-04-25T15:00:00.000Z')
    expect(expo?.end?.toISOString()).toBe('2026-04-25T22:00:00.000Z')
  })

  it('reads an event in winter on Idaho’s standard time (MST, UTC−7)', () => {
    const winter = makeEvent({
      startsAt: '2026-01-15T09:00:00-07:00',
      endsAt: '2026-01-15T10:30:00-07:00',
    })
    const [event] = parse(eventsCalendar([winter], options)).events
    expect(event?.start.toISOString()).toBe('2026-01-15T16:00:00.000Z')
    expect(event?.end?.toISOString()).toBe('2026-01-15T17:30:00.000Z')
  })

  it('writes an event of whole Idaho days as DATE values, the end the day after the last', () => {
    const [event] = parse(eventsCalendar([week], options)).events
    expect(event?.datetype).toBe('date')
    expect(day(event!.start)).toBe('2026-04-20')
    expect(day(event!.end!)).toBe('2026-04-26')
    expect(event?.transparency).toBe('TRANSPARENT')
  })

  it('takes midnight to midnight as whole days too, but not a day that starts later', () => {
    expect(calendarSpan('2026-06-01T00:00:00-06:00', '2026-06-03T00:00:00-06:00')).toEqual({
      allDay: true,
      start: [2026, 6, 1],
      end: [2026, 6, 3],
    })
    expect(calendarSpan('2026-06-01T08:00:00-06:00', '2026-06-03T23:59:00-06:00').allDay).toBe(
      false,
    )
    // Midnight UTC is the evening before in Boise: not a whole Idaho day.
    expect(calendarSpan('2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z').allDay).toBe(false)
  })

  it('says where, what and where to read more, with the event’s commas, semicolons and lines intact', () => {
    const tricky = makeEvent({
      location: 'Room 2; Idaho Capitol, Boise',
      description: 'Doors open at 8.\nBring a laptop, a charger; and questions.',
    })
    const [event] = parse(eventsCalendar([tricky], options)).events
    expect(event?.location).toBe('Room 2; Idaho Capitol, Boise')
    expect(event?.description).toBe(
      'Doors open at 8.\nBring a laptop, a charger; and questions.\n\n• Finalist projects on display\n• Awards',
    )
    expect(event?.url).toBe('https://expo.example.org')
  })

  it('links an event without a website of its own to the events page', () => {
    const [event] = parse(eventsCalendar([makeEvent({ url: undefined })], options)).events
    expect(event?.url).toBe('https://alliance.example.org/events')
  })
})

describe('an event’s identity and revision', () => {
  it('keeps each event’s UID and SEQUENCE when the site is republished unchanged', () => {
    const revisions = { 'state-ai-expo': { sequence: 2, changedAt: '2026-02-01T10:00:00Z' } }
    const first = parse(eventsCalendar([week, makeEvent()], { ...options, revisions }))
    const again = parse(
      eventsCalendar([week, makeEvent()], {
        ...options,
        revisions,
        builtAt: options.builtAt + 86_400_000,
      }),
    )
    expect([...again.byUid.keys()]).toEqual([...first.byUid.keys()])
    expect([...first.byUid.keys()]).toEqual([
      'idaho-ai-week@alliance.example.org',
      'state-ai-expo@alliance.example.org',
    ])
    for (const [uid, event] of again.byUid) {
      expect(event.sequence).toBe(first.byUid.get(uid)?.sequence)
    }
  })

  it('keeps the UID through an edit and writes the raised revision as SEQUENCE', () => {
    const before = parse(eventsCalendar([makeEvent()], options)).events[0]
    const edited = parse(
      eventsCalendar([makeEvent({ startsAt: '2026-04-25T10:00:00-06:00' })], {
        ...options,
        revisions: { 'state-ai-expo': { sequence: 1, changedAt: '2026-03-02T09:00:00Z' } },
      }),
    ).events[0]
    expect(edited?.uid).toBe(before?.uid)
    expect(before?.sequence).toBe(0)
    expect(edited?.sequence).toBe(1)
    expect(edited?.lastmodified?.toISOString()).toBe('2026-03-02T09:00:00.000Z')
    expect(edited?.start.toISOString()).toBe('2026-04-25T16:00:00.000Z')
  })

  it('stamps the files with the build’s clock, not the moment they are read', () => {
    const [event] = parse(eventsCalendar([makeEvent()], options)).events
    expect(event?.dtstamp.toISOString()).toBe('2026-03-01T12:00:00.000Z')
  })
})

describe('an event’s own file', () => {
  it('holds that event alone, as the calendar of all events has it, under no calendar name', () => {
    const own = parse(eventCalendar(makeEvent(), options))
    const all = parse(eventsCalendar([week, makeEvent()], options))
    expect(own.events).toHaveLength(1)
    expect(own.events[0]?.uid).toBe('state-ai-expo@alliance.example.org')
    expect(own.events[0]?.start).toEqual(all.byUid.get(own.events[0]!.uid)?.start)
    expect(own.calendar?.['WR-CALNAME']).toBeUndefined()
  })

  it('is not written for an event without dates', () => {
    expect(eventCalendar(undated, options)).toBeNull()
  })
})
