import { describe, expect, it } from 'vitest'
import { cronMatches } from './cron'

const at = (iso: string) => new Date(iso)

describe('cronMatches (the pg_cron stand-in’s schedule rules)', () => {
  it('"* * * * *" matches every minute', () => {
    expect(cronMatches('* * * * *', at('2026-11-22T21:37:00Z'))).toBe(true)
    expect(cronMatches('* * * * *', at('2026-01-01T00:00:59Z'))).toBe(true)
  })

  it('steps, ranges and lists pick the right minutes and hours', () => {
    expect(cronMatches('*/5 * * * *', at('2026-11-22T21:35:00Z'))).toBe(true)
    expect(cronMatches('*/5 * * * *', at('2026-11-22T21:36:00Z'))).toBe(false)
    expect(cronMatches('0 9-17 * * *', at('2026-11-22T12:00:00Z'))).toBe(true)
    expect(cronMatches('0 9-17 * * *', at('2026-11-22T18:00:00Z'))).toBe(false)
    expect(cronMatches('15,45 * * * *', at('2026-11-22T03:45:00Z'))).toBe(true)
    expect(cronMatches('15,45 * * * *', at('2026-11-22T03:30:00Z'))).toBe(false)
  })

  it('a day of the week of 7 is Sunday, and either day field may match when both are set', () => {
    // 2026-11-22 is a Sunday.
    expect(cronMatches('0 0 * * 7', at('2026-11-22T00:00:00Z'))).toBe(true)
    expect(cronMatches('0 0 * * 1', at('2026-11-22T00:00:00Z'))).toBe(false)
    expect(cronMatches('0 0 1 * 0', at('2026-11-22T00:00:00Z'))).toBe(true)
    expect(cronMatches('0 0 1 * 1', at('2026-11-22T00:00:00Z'))).toBe(false)
  })

  it('refuses an expression that is not five fields', () => {
    expect(() => cronMatches('* * * *', new Date())).toThrow(/invalid cron expression/)
    expect(() => cronMatches('*/0 * * * *', new Date())).toThrow(/invalid cron field/)
  })
})
