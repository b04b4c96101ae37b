import { describe, expect, it } from 'vitest'
import { formatCsvDateTime, formatDate, formatDateTime, formatWeekLabel } from './format'

describe('Mountain Time formatting', () => {
  it('shows a UTC instant on the Mountain Time calendar day', () => {
    // 03:30 UTC on Oct 8 is still the evening of Oct 7 in Boise (MDT, UTC-6).
    expect(formatDate('2025-10-08T03:30:00Z')).toBe('Oct 7, 2025')
  })

  it('names the zone, switching between MDT and MST', () => {
    expect(formatDateTime('2025-07-01T18:00:00Z')).toMatch(/12:00\s?PM MDT$/)
    expect(formatDateTime('2025-12-01T19:00:00Z')).toMatch(/12:00\s?PM MST$/)
  })

  it('writes sortable timestamps for CSV', () => {
    expect(formatCsvDateTime('2025-12-01T19:05:00Z')).toBe('2025-12-01 12:05 MST')
  })

  it('labels a week by its calendar date without shifting it', () => {
    expect(formatWeekLabel('2025-10-06')).toBe('Oct 6')
  })
})
