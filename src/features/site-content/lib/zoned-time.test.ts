import { describe, expect, it } from 'vitest'
import { zonedInstant } from './zoned-time'

describe('zonedInstant', () => {
  it('gives Boise in April its daylight offset and in January its standard one', () => {
    expect(zonedInstant('2027-04-19T09:00', 'America/Boise')).toBe('2027-04-19T09:00:00-06:00')
    expect(zonedInstant('2027-01-08T23:59', 'America/Boise')).toBe('2027-01-08T23:59:00-07:00')
  })

  it('gives the panhandle Pacific time', () => {
    expect(zonedInstant('2027-04-19T09:00', 'America/Los_Angeles')).toBe(
      '2027-04-19T09:00:00-07:00',
    )
  })
})
