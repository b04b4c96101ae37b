/**
 * The hourly figures of GoTrue's per-address limiters, as the README states them: a bucket of 30
 * refilled at the configured rate (supabase/auth@bc32168e internal/api/apilimiter/apilimiter.go).
 */
import { describe, expect, it } from 'vitest'
import { TokenBucket, WindowLimiter } from './rate-limit'

/** How many events one key gets in `seconds`, asking every 100 ms. */
function eventsIn(
  limiter: { allow(key?: string): boolean },
  clock: { now: number },
  seconds: number,
) {
  let allowed = 0
  for (let t = 0; t <= seconds * 1000; t += 100) {
    clock.now = t
    while (limiter.allow('203.0.113.7')) allowed++
  }
  return allowed
}

describe('per-address limiters (token buckets)', () => {
  it('password guesses: token_refresh 150 per 5 minutes, burst 30, give 1,830 an hour', () => {
    const clock = { now: 0 }
    expect(eventsIn(new TokenBucket(150 / 300, 30, () => clock.now), clock, 3600)).toBe(1830)
  })

  it('factor verifications: 15 a minute, burst 30, give 930 an hour', () => {
    const clock = { now: 0 }
    expect(eventsIn(new TokenBucket(15 / 60, 30, () => clock.now), clock, 3600)).toBe(930)
  })

  it('a key that spent its bucket is refused until a token comes back; other keys are not', () => {
    const clock = { now: 0 }
    const bucket = new TokenBucket(0.5, 30, () => clock.now)
    for (let i = 0; i < 30; i++) expect(bucket.allow('a')).toBe(true)
    expect(bucket.allow('a')).toBe(false)
    expect(bucket.allow('b')).toBe(true)
    clock.now = 1_999
    expect(bucket.allow('a')).toBe(false)
    clock.now = 2_000
    expect(bucket.allow('a')).toBe(true)
  })
})

describe('email_sent (a window for the whole project)', () => {
  it('allows the figure per window and then nothing until the window ends', () => {
    const clock = { now: 0 }
    const window = new WindowLimiter(3, 3_600_000, () => clock.now)
    expect([window.allow(), window.allow(), window.allow(), window.allow()]).toEqual([
      true,
      true,
      true,
      false,
    ])
    clock.now = 3_600_000
    expect(window.allow()).toBe(true)
  })
})
