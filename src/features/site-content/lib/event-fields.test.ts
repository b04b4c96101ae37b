import { describe, expect, it } from 'vitest'
import { events } from '@/content/events'
import { copyName, duplicateFields, slugOf } from './event-fields'

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
