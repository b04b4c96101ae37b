/**
 * Per-account and per-factor limits beside GoTrue's per-address ones. A guesser spread over many
 * client addresses passes every per-address limit; counting failures against the account (its
 * e-mail address) and against the TOTP factor stops them wherever they come from. Enough failures
 * lock the account or factor for an hour, the person is told by e-mail, and an administrator can
 * lift the lock (DELETE /auth/v1/admin/users/<id>/lockout with the service role).
 *
 * Hosted Supabase has no such counter in GoTrue itself; its place there is the Password and MFA
 * Verification Attempt hooks (docs: auth hooks), which receive the same `valid` outcome.
 */
export const ACCOUNT_FAILURE_LIMIT = 10
export const FACTOR_FAILURE_LIMIT = 5
export const FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOCKOUT_MS = 60 * 60 * 1000

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
export const factorKey = (factorId: string) => `factor:${factorId}`

export class Lockouts {
  private readonly failures = new Map<string, { start: number; count: number }>()
  private readonly locked = new Map<string, number>()

  constructor(private readonly now: () => number = Date.now) {}

  /** When the lock on `key` ends, or null when it is not locked. */
  lockedUntil(key: string): Date | null {
    const until = this.locked.get(key)
    if (until === undefined) return null
    if (until <= this.now()) {
      this.locked.delete(key)
      return null
    }
    return new Date(until)
  }

  /** Counts a failure; true when this one locks `key` (the moment to tell the person). */
  fail(key: string, limit: number): boolean {
    const time = this.now()
    let entry = this.failures.get(key)
    if (!entry || time - entry.start >= FAILURE_WINDOW_MS) {
      entry = { start: time, count: 0 }
      this.failures.set(key, entry)
      if (this.failures.size > 10_000) this.forgetStale(time)
    }
    entry.count += 1
    if (entry.count < limit || this.lockedUntil(key)) return false
    this.locked.set(key, time + LOCKOUT_MS)
    this.failures.delete(key)
    return true
  }

  /** A success clears the failures counted so far (not a lock: a locked key never gets here). */
  succeed(key: string): void {
    this.failures.delete(key)
  }

  /** Lifts the lock and forgets the failures; true when there was a lock to lift. */
  lift(key: string): boolean {
    this.failures.delete(key)
    const was = this.lockedUntil(key) !== null
    this.locked.delete(key)
    return was
  }

  private forgetStale(time: number): void {
    for (const [key, value] of this.failures) {
      if (time - value.start >= FAILURE_WINDOW_MS) this.failures.delete(key)
    }
  }
}

/** "in 42 minutes" / "in 30 seconds": how long to wait, in words a person reads. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
