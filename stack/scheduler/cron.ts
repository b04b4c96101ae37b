/**
 * Runs the jobs of the `cron.job` stand-in (stack/db/platform.sql) as pg_cron does on hosted
 * Supabase: each active job's command, as SQL, when its schedule says so. Supports the schedules
 * pg_cron accepts: five-field cron expressions (`*`, lists, ranges, steps; minute, hour, day of
 * month, month, day of week with Sunday 0 or 7) and `N seconds`. Each run is logged in
 * `cron.job_run_details`.
 */
import type pg from 'pg'
import { inTransaction } from '../db/in-transaction'
import { startTickLoop } from './tick-loop'

export interface CronSchedulerOptions {
  /** Superuser pool: the scheduler's own bookkeeping (cron.job, cron.job_run_details). */
  pool: pg.Pool
  /**
   * Pools signed in as the roles jobs run as, by role name. A job runs as the role that scheduled
   * it (cron.job.username), as pg_cron does; a role without a pool here runs on the superuser
   * pool under SET ROLE.
   */
  jobPools?: Record<string, pg.Pool>
  /** How often due jobs are looked for. */
  tickMs?: number
  log?: (line: string) => void
}

export interface CronScheduler {
  stop(): Promise<void>
}

interface Job {
  jobid: string
  jobname: string | null
  username: string
  schedule: string
  command: string
}

const SECONDS = /^\s*([1-9]|[1-5][0-9])\s+seconds?\s*$/

/** The values one cron field allows, within [min, max]. */
function fieldValues(field: string, min: number, max: number): Set<number> {
  const values = new Set<number>()
  for (const part of field.split(',')) {
    const [range = '*', stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    let from = min
    let to = max
    if (range !== '*') {
      const [a, b] = range.split('-')
      from = Number(a)
      to = b === undefined ? (stepText === undefined ? from : max) : Number(b)
    }
    if (![from, to, step].every(Number.isInteger) || step < 1) {
      throw new Error(`invalid cron field "${field}"`)
    }
    for (let value = from; value <= to; value += step) values.add(value)
  }
  return values
}

/** True when a five-field cron expression matches the minute of `date` (UTC, as pg_cron's default). */
export function cronMatches(expression: string, date: Date): boolean {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5) throw new Error(`invalid cron expression "${expression}"`)
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [
    string,
    string,
    string,
    string,
    string,
  ]
  const weekdays = fieldValues(dayOfWeek, 0, 7)
  if (weekdays.has(7)) weekdays.add(0)
  const dayMatches = fieldValues(dayOfMonth, 1, 31).has(date.getUTCDate())
  const weekdayMatches = weekdays.has(date.getUTCDay())
  // Cron's rule: when both day fields are restricted, either may match.
  const day =
    dayOfMonth !== '*' && dayOfWeek !== '*'
      ? dayMatches || weekdayMatches
      : dayMatches && weekdayMatches
  return (
    fieldValues(minute, 0, 59).has(date.getUTCMinutes()) &&
    fieldValues(hour, 0, 23).has(date.getUTCHours()) &&
    fieldValues(month, 1, 12).has(date.getUTCMonth() + 1) &&
    day
  )
}

export function startCronScheduler(options: CronSchedulerOptions): CronScheduler {
  const tickMs = options.tickMs ?? 1000
  const log = options.log ?? (() => {})
  /** Per job: the minute last considered (cron) or the time of the last run (seconds). */
  const lastMinute = new Map<string, number>()
  const lastRun = new Map<string, number>()
  const busy = new Set<string>()

  async function runAs(username: string, command: string): Promise<pg.QueryResult[]> {
    const asArray = (result: pg.QueryResult | pg.QueryResult[]) =>
      Array.isArray(result) ? result : [result]
    const own = options.jobPools?.[username]
    if (own) return asArray(await own.query(command))
    return inTransaction(options.pool, async (client) => {
      await client.query(`set local role ${client.escapeIdentifier(username)}`)
      return asArray(await client.query(command))
    })
  }

  async function runJob(job: Job) {
    busy.add(job.jobid)
    const started = new Date()
    let status = 'succeeded'
    let message = ''
    try {
      const results = await runAs(job.username, job.command)
      message = `${results.at(-1)?.rowCount ?? 0} row(s)`
    } catch (error) {
      status = 'failed'
      message = error instanceof Error ? error.message : String(error)
      log(`cron job ${job.jobname ?? job.jobid} failed: ${message}`)
    } finally {
      busy.delete(job.jobid)
    }
    await options.pool
      .query(
        `insert into cron.job_run_details (jobid, command, status, return_message, start_time, end_time)
         values ($1, $2, $3, $4, $5, now())`,
        [job.jobid, job.command, status, message, started],
      )
      .catch(() => {})
  }

  async function tick() {
    const { rows } = await options.pool.query<Job>(
      'select jobid::text, jobname, username, schedule, command from cron.job where active order by jobid',
    )
    const now = new Date()
    const minute = Math.floor(now.getTime() / 60_000)
    for (const job of rows) {
      let due = false
      const seconds = SECONDS.exec(job.schedule)
      if (seconds) {
        const every = Number(seconds[1]) * 1000
        due = now.getTime() - (lastRun.get(job.jobid) ?? 0) >= every
      } else if (lastMinute.get(job.jobid) !== minute) {
        lastMinute.set(job.jobid, minute)
        try {
          due = cronMatches(job.schedule, now)
        } catch (error) {
          log(`cron job ${job.jobname ?? job.jobid}: ${(error as Error).message}`)
        }
      }
      // pg_cron does not start a job again while its previous run is still going.
      if (!due || busy.has(job.jobid)) continue
      lastRun.set(job.jobid, now.getTime())
      loop.track(runJob(job))
    }
  }

  // Its first tick runs on the next turn of the event loop, after `loop` is assigned.
  const loop = startTickLoop({
    tickMs,
    tick,
    // The database may be starting or stopping; the next tick tries again.
    onError: (error) => log(`cron scheduler: ${error.message}`),
  })
  return { stop: () => loop.stop() }
}
