/**
 * GoTrue's limits: `email_sent` e-mails per hour for the whole service (WindowLimiter, GoTrue's
 * interval limiter: supabase/auth@bc32168e internal/ratelimit/interval.go), and the per-address
 * request limiters (TokenBucket, tollbooth over golang.org/x/time/rate:
 * internal/api/apilimiter/apilimiter.go:184-242). Counters live in memory, as GoTrue's do.
 */

/** Something that counts one event for a key and says whether it was allowed. */
export interface Limiter {
  allow(key?: string): boolean
}

/** `events` per window for a key, the window starting with its first event. */
export class WindowLimiter implements Limiter {
  private readonly counts = new Map<string, { start: number; count: number }>()

  constructor(
    readonly events: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one event for `key`; false when the window's allowance is used up. */
  allow(key = ''): boolean {
    const time = this.now()
    let entry = this.counts.get(key)
    if (!entry || time - entry.start >= this.windowMs) {
      entry = { start: time, count: 0 }
      this.counts.set(key, entry)
      // Forget stale keys now and then, so a flood of addresses cannot grow the map forever.
      if (this.counts.size > 10_000) {
        for (const [other, value] of this.counts) {
          if (time - value.start >= this.windowMs) this.counts.delete(other)
        }
      }
    }
    if (entry.count >= this.events) return false
    entry.count += 1
    return true
  }
}

/**
 * A token bucket per key, as tollbooth's limiters are (golang.org/x/time/rate): `burst` tokens to
 * start with, refilled at `perSecond` up to `burst`; each event takes one. Over `t` seconds a key
 * gets at most `burst + perSecond × t` events: GoTrue's token limiter (150 per 5 minutes, burst
 * 30) allows 30 at once and 1,830 in an hour.
 */
export class TokenBucket implements Limiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  allow(key = ''): boolean {
    const time = this.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: time }
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((time - bucket.at) / 1000) * this.perSecond,
    )
    bucket.at = time
    this.buckets.set(key, bucket)
    // A full bucket holds nothing worth keeping: forget them now and then, so a flood of
    // addresses cannot grow the map forever (tollbooth expires its keys after a TTL).
    if (this.buckets.size > 10_000) {
      for (const [other, value] of this.buckets) {
        const refilled = value.tokens + ((time - value.at) / 1000) * this.perSecond
        if (other !== key && refilled >= this.burst) this.buckets.delete(other)
      }
    }
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }
}
