import { describe, expect, it } from 'vitest'
import { contactLinks, paths } from '@/config/paths'
import { eventLines, sponsorCall, splitEvents } from '@/content/event-schedule'
import { events } from '@/content/events'

const at = (iso: string) => Date.parse(iso)
/** A day when both April 2026 events are over and no Week is scheduled yet. */
const NOV_27_2026 = at('2026-11-27T12:00:00-07:00')
const week2027 = {
  slug: 'idaho-ai-week-2027',
  name: 'Idaho AI Week',
  dates: 'April 19–24, 2027',
  startsAt: '2027-04-19T00:00:00-06:00',
  endsAt: '2027-04-24T23:59:59-06:00',
}

describe('event dates follow the records (fixed clock)', () => {
  it('files the April 2026 events as past on 27 November 2026, the undated week as still to come', () => {
    const { upcoming, past } = splitEvents(events, NOV_27_2026)
    expect(upcoming.map((event) => event.slug)).toEqual(['ai-education-week'])
    expect(past.map((event) => event.slug)).toEqual(['state-ai-expo', 'idaho-ai-week'])
  })

  it('lists upcoming events first in date order, then past ones latest first, each dated one with its span', () => {
    const lines = eventLines(events, NOV_27_2026)
    expect(lines.map((line) => line.text)).toEqual([
      'AI Education Week',
      'State AI Expo: April 25, 2026, 9 AM–4 PM MT',
      'Idaho AI Week: April 20–25, 2026',
    ])
    expect(lines[0]?.span).toBeUndefined()
    expect(lines[2]?.span).toEqual({
      startsAt: '2026-04-20T00:00:00-06:00',
      endsAt: '2026-04-25T23:59:59-06:00',
    })
    // Before the Week, the Week comes first.
    expect(eventLines(events, at('2026-03-01T12:00:00-07:00'))[0]?.text).toBe(
      'Idaho AI Week: April 20–25, 2026',
    )
  })

  it('says "Sponsor Idaho AI Week" and leads to the Week while one is scheduled or running', () => {
    const before = { label: 'Sponsor Idaho AI Week', href: paths.events }
    expect(sponsorCall(events, at('2026-03-01T12:00:00-07:00'))).toMatchObject(before)
    expect(sponsorCall(events, at('2026-04-22T12:00:00-06:00'))).toMatchObject(before)
  })

  it('gives way to the partner call once the Week is over and none is scheduled', () => {
    expect(sponsorCall(events, NOV_27_2026)).toMatchObject({
      label: 'Become a partner',
      href: contactLinks.partner,
    })
    // The State AI Expo is no Week: a scheduled expo alone does not bring the sponsor call back.
    const expo2027 = { ...week2027, slug: 'state-ai-expo-2027', name: 'State AI Expo' }
    expect(sponsorCall([...events, expo2027], NOV_27_2026).label).toBe('Become a partner')
  })

  it('follows the next Week once its record is added, by slug or by name', () => {
    expect(sponsorCall([...events, week2027], NOV_27_2026)).toMatchObject({
      label: 'Sponsor Idaho AI Week',
      href: paths.events,
    })
    const named = { ...week2027, slug: 'ai-week-next', name: 'Idaho AI Week 2027' }
    expect(sponsorCall([...events, named], NOV_27_2026).label).toBe('Sponsor Idaho AI Week 2027')
  })

  it('on the pages that show the Week (home, /events) leads to the partner form, with the same label', () => {
    expect(sponsorCall([...events, week2027], NOV_27_2026, contactLinks.partner)).toMatchObject({
      label: 'Sponsor Idaho AI Week',
      href: contactLinks.partner,
    })
    expect(sponsorCall(events, NOV_27_2026, contactLinks.partner).label).toBe('Become a partner')
  })
})
