import { describe, expect, it } from 'vitest'
import { dateRangeProblem, mountainDayStart, nextDay } from './date-range'

describe('mountainDayStart', () => {
  it('starts a summer day at 06:00 UTC (MDT) and a winter day at 07:00 UTC (MST)', () => {
    expect(mountainDayStart('2025-07-01')).toBe('2025-07-01T06:00:00.000Z')
    expect(mountainDayStart('2025-12-01')).toBe('2025-12-01T07:00:00.000Z')
  })

  it('handles the day clocks spring forward', () => {
    expect(mountainDayStart('2026-03-08')).toBe('2026-03-08T07:00:00.000Z')
    expect(mountainDayStart('2026-03-09')).toBe('2026-03-09T06:00:00.000Z')
  })
})

describe('date ranges', () => {
  it('steps to the next day across month ends', () => {
    expect(nextDay('2025-10-31')).toBe('2025-11-01')
  })

  it('refuses a range that ends before it starts, and accepts open ends', () => {
    expect(dateRangeProblem({ from: '2025-10-02', to: '2025-10-01' })).toMatch(/on or before/)
    expect(dateRangeProblem({ from: '', to: '2025-10-01' })).toBeNull()
    expect(dateRangeProblem({ from: '', to: '' })).toBeNull()
  })
})
