/**
 * Per-account and per-factor limits beside GoTrue's per-address ones. A guesser spread over many
 * client addresses passes every per-address limit; counting failures against the account (its
 * e-mail address) and against the TOTP factor stops them wherever they come from. Enough failures
 * lock the account or factor for an hour, the person is told by e-mail, and an administrator can
 * lift the lock (DELETE /auth/v1/admin/users/<id>/lockout with the service role).
 *
 * The counts and locks live in `auth.lockouts` (stack/db/platform.sql), as GoTrue keeps its state
 * in its own tables: a restart of the auth service must not unlock an account a guesser locked.
 * Each change is one statement, so concurrent requests (or two gateways) count every failure and
 * only one of them sees the moment a key becomes locked. Times are the database's, so they do not
 * depend on which process asks.
 *
 * Hosted Supabase has no such counter in GoTrue itself; its place there is the Password and MFA
 * Verification Attempt hooks (docs: auth hooks), which receive the same `valid` outcome.
 */
import type pg from 'pg'

export const ACCOUNT_FAILURE_LIMIT = 10
export const FACTOR_FAILURE_LIMIT = 5
export const FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOCKOUT_MS = 60 * 60 * 1000

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
export const factorKey = (factorId: string) => `factor:${factorId}`

/** One in this many failures also sweeps rows whose window and lock are both over. */
const SWEEP_EVERY = 200

const WINDOW = `make_interval(secs => ${FAILURE_WINDOW_MS / 1000})`
const LOCK = `make_interval(secs => ${LOCKOUT_MS / 1000})`

export class Lockouts {
  constructor(private readonly pool: pg.Pool) {}

  /** When the lock on `key` ends, or null when it is not locked. */
  async lockedUntil(key: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ locked_until: Date }>(
      'select locked_until from auth.lockouts where key = $1 and locked_until > now()',
      [key],
    )
    return rows[0]?.locked_until ?? null
  }

  /**
   * Counts a failure; returns when the lock ends if this failure locks `key` (the moment to tell
   * the person), else null. A failure while locked counts towards nothing: the lock stands.
   */
  async fail(key: string, limit: number): Promise<Date | null> {
    const count = `case when l.window_started_at <= now() - ${WINDOW} then 1 else l.failures + 1 end`
    const { rows } = await this.pool.query<{ locked_until: Date | null }>(
      `insert into auth.lockouts as l (key, failures, window_started_at, locked_until)
       values ($1, 1, now(), case when 1 >= $2::int then now() + ${LOCK} end)
       on conflict (key) do update set
         failures = case when ${count} >= $2::int then 0 else ${count} end,
         locked_until = case when ${count} >= $2::int then now() + ${LOCK} end,
         window_started_at = case when l.window_started_at <= now() - ${WINDOW} then now()
                                  else l.window_started_at end
       where l.locked_until is null or l.locked_until <= now()
       returning locked_until`,
      [key, limit],
    )
    if (Math.random() < 1 / SWEEP_EVERY) await this.sweep()
    return rows[0]?.locked_until ?? null
  }

  /** A success clears the failures counted so far (not a lock: a locked key never gets here). */
  async succeed(key: string): Promise<void> {
    await this.pool.query(
      'delete from auth.lockouts where key = $1 and (locked_until is null or locked_until <= now())',
      [key],
    )
  }

  /** Lifts the lock and forgets the failures; true when there was a lock to lift. */
  async lift(key: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ was_locked: boolean }>(
      `delete from auth.lockouts where key = $1
       returning coalesce(locked_until > now(), false) as was_locked`,
      [key],
    )
    return rows[0]?.was_locked ?? false
  }

  /** Forgets rows whose counting window and lock are both over (addresses without accounts too). */
  private async sweep(): Promise<void> {
    await this.pool.query(
      `delete from auth.lockouts
       where window_started_at <= now() - ${WINDOW}
         and (locked_until is null or locked_until <= now())`,
    )
  }
}

/** "in 42 minutes" / "in 30 seconds": how long to wait, in words a person reads. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
