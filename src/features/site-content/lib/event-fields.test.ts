import { describe, expect, it } from 'vitest'
import { events } from '@/content/events'
import {
  blankEventFields,
  checkEventFields,
  copyName,
  duplicateFields,
  slugOf,
} from './event-fields'

describe('copyName', () => {
  it('moves the year a name states on by one, so the short name is next year’s', () => {
    const name = copyName('Idaho AI Week 2026', ['idaho-ai-week-2026'])
    expect(name).toBe('Idaho AI Week 2027')
    expect(slugOf(name)).toBe('idaho-ai-week-2027')
    expect(copyName('2026 AI Summit, Boise', [])).toBe('2027 AI Summit, Boise')
  })

  it('calls a copy of a name without a year a copy, numbered while a short name is taken', () => {
    expect(slugOf(copyName('Idaho AI Week', ['idaho-ai-week']))).toBe('idaho-ai-week-copy')
    expect(copyName('Idaho AI Week', ['idaho-ai-week', 'idaho-ai-week-copy'])).toBe(
      'Idaho AI Week (copy 2)',
    )
  })

  it('falls back to a copy when next year’s edition is already listed', () => {
    expect(copyName('Expo 2026', ['expo-2026', 'expo-2027'])).toBe('Expo 2026 (copy)')
  })
})

describe('duplicateFields', () => {
  it('copies every field of a seeded event but its dates, under a free name', () => {
    const event = events[0]!
    const taken = events.map((other) => other.slug)
    const fields = duplicateFields(event, taken)
    expect(taken).not.toContain(slugOf(fields.name))
    expect(fields).toMatchObject({
      dates: '',
      startsAt: '',
      endsAt: '',
      location: event.location,
      description: event.description,
      highlights: event.highlights.join('\n'),
    })
  })
})

describe('an event’s reminder to subscribers', () => {
  const dated = {
    ...blankEventFields,
    name: 'AI Workshop for Teachers',
    dates: 'May 10, 2031',
    startsAt: '2031-05-10T09:00',
    endsAt: '2031-05-10T12:00',
    location: 'Twin Falls, Idaho',
    description: 'A morning of hands-on AI for teachers.',
  }

  it('is kept as a whole number of days, and left out when empty', () => {
    expect(checkEventFields({ ...dated, reminderDays: ' 3 ' }, { taken: [] }).event).toMatchObject({
      reminderDays: 3,
    })
    expect(checkEventFields(dated, { taken: [] }).event).not.toHaveProperty('reminderDays')
  })

  it('is refused beside its field when it is not 1 to 30 days, or the event has no start', () => {
    const words = 'Enter a whole number of days from 1 to 30, or leave it empty for no reminder'
    for (const typed of ['two', '7.5', '0', '31']) {
      expect(checkEventFields({ ...dated, reminderDays: typed }, { taken: [] }).problems).toEqual({
        reminderDays: words,
      })
    }
    const undated = { ...dated, startsAt: '', endsAt: '', reminderDays: '3' }
    expect(checkEventFields(undated, { taken: [] }).problems).toEqual({
      reminderDays:
        'Give the event’s start and end so the reminder knows when to go, or leave the reminder empty',
    })
  })
})
