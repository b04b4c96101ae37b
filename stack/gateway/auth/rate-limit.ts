/**
 * GoTrue's request limits (`[auth.rate_limit]` in config.toml): a number of events per window, per
 * client address for requests and for the whole service for e-mails sent. A fixed window per key
 * is enough to hold the same numbers; counters live in memory, as GoTrue's do.
 */
export class WindowLimiter {
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

  /** How long until `key` may count events again: 0 while it has allowance left. */
  waitMs(key = ''): number {
    const entry = this.counts.get(key)
    const time = this.now()
    if (!entry || time - entry.start >= this.windowMs || entry.count < this.events) return 0
    return entry.start + this.windowMs - time
  }
}
