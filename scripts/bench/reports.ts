/**
 * Reports by period at scale, for `npm run bench -- --only=reports`: seeds 100,000 coach
 * applications and as many contact submissions (spread over 18 months by seed-large), gives one
 * contact in ten a reply a few hours later (sent), and times, as a signed-in reviewer with a
 * two-factor session (the desk's own role and claims), median of 5 runs each:
 *
 * - public.desk_report() for the last 3 months by month (the desk's default), the last year by
 *   week, and all 18 months by month;
 * - the list a figure opens: the count of applications of one region in the last 3 months, as
 *   PostgREST asks it of the desk view (count=exact).
 */
import pg from 'pg'
import { seedLarge } from '../../stack/cli/seed-large.ts'

type Row = { metric: string; value: string; target?: string }

export interface ReportsBenchContext {
  dbUrl: string
  /** The desk administrator the bench stack created. */
  adminEmail: string
  /** Coach applications and contact submissions to seed (each). */
  rows?: number
}

const RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const medianWithRuns = (values: number[]) =>
  `${Math.round(median(values))} ms (runs ${values.map((value) => Math.round(value)).join(', ')})`

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

export async function benchReports(ctx: ReportsBenchContext): Promise<Row[]> {
  const size = ctx.rows ?? 100_000
  await seedLarge({ dbUrl: ctx.dbUrl, applications: size, contacts: size })
  const db = new pg.Client({ connectionString: ctx.dbUrl })
  await db.connect()
  try {
    await db.query(
      `insert into public.desk_replies
         (record_kind, record_id, request_id, recipient, body, state, sent_at, created_at)
       select 'contact_submission', c.id, gen_random_uuid(), c.email, 'Thank you for writing.',
         'sent', c.created_at + interval '3 hours', c.created_at + interval '3 hours'
       from public.contact_submissions c
       where c.email like '%.example' and (hashtext(c.id::text) % 10) = 0`,
    )
    await db.query('analyze')
    const [{ id: adminId } = { id: '' }] = (
      await db.query<{ id: string }>('select id from auth.users where email = $1', [ctx.adminEmail])
    ).rows
    const sessionId = (
      await db.query<{ id: string }>(
        `insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1, 'aal2')
         returning id`,
        [adminId],
      )
    ).rows[0]!.id
    const claims = JSON.stringify({
      sub: adminId,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal2',
      session_id: sessionId,
      is_anonymous: false,
    })

    /** Runs `sql` as the reviewer, as the gateway runs a request: its role and its claims. */
    async function timeAsReviewer(sql: string, params: unknown[]): Promise<number[]> {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        await db.query('begin')
        await db.query(
          `select set_config('role', 'authenticated', true),
          set_config('request.jwt.claims', $1, true),
          set_config('request.jwt.claim.sub', $2, true),
          set_config('request.jwt.claim.role', 'authenticated', true)`,
          [claims, adminId],
        )
        const started = performance.now()
        await db.query(sql, params)
        times.push(performance.now() - started)
        await db.query('rollback')
      }
      return times
    }

    const report = 'select public.desk_report($1::date, $2::date, $3)'
    const quarter = await timeAsReviewer(report, [day(-90), day(0), 'month'])
    const yearByWeek = await timeAsReviewer(report, [day(-365), day(0), 'week'])
    const everything = await timeAsReviewer(report, [day(-550), day(0), 'month'])
    const figureList = await timeAsReviewer(
      `select count(*) from public.coach_applications_desk
       where created_at >= $1::date and created_at < $2::date + 1 and region = 'northern'`,
      [day(-90), day(0)],
    )
    const n = size.toLocaleString('en-US')
    return [
      {
        metric: `desk_report, last 3 months by month (${n} + ${n})`,
        value: medianWithRuns(quarter),
        target: '< 500 ms',
      },
      {
        metric: 'desk_report, last year by week',
        value: medianWithRuns(yearByWeek),
        target: '< 500 ms',
      },
      {
        metric: 'desk_report, 18 months by month',
        value: medianWithRuns(everything),
        target: '< 1000 ms',
      },
      {
        metric: 'a figure’s list: count of one region, last 3 months (desk view)',
        value: medianWithRuns(figureList),
        target: '< 500 ms',
      },
    ]
  } finally {
    await db.end()
  }
}
