/**
 * Reports by period at scale, for `npm run bench -- --only=reports` (scripts/bench.ts calls
 * benchReports once per size in REPORT_BENCH_SIZES: 10,000 and 100,000). It seeds that many coach
 * applications and as many contact submissions (spread over 18 months by seed-large), gives one
 * contact in ten a reply a few hours later (sent), and times, as a signed-in reviewer with a
 * two-factor session (the desk's own role and claims), median of 5 runs each:
 *
 * - public.desk_report() in the database (the reviewer's role and claims set as the gateway sets
 *   them), and the same call through the gateway as the desk makes it (POST /rest/v1/rpc), for
 *   the last 3 months by month (the desk's default), the last year by week, and all 18 months by
 *   month;
 * - through the gateway, the list pages the desk opens: the first 50 of each tab, newest first,
 *   with the exact total (count=exact), and the lists a report's figures link to (applications of
 *   one region, contact messages of one subject, in the last 3 months);
 * - whether those figures equal the totals of the lists they link to.
 *
 * No browser: the admin bench (scripts/bench/admin.ts) measures the dashboard in Chromium.
 */
import pg from 'pg'
import { seedLarge } from '../../stack/cli/seed-large.ts'
import { signJwt } from '../../stack/gateway/jwt.ts'

type Row = { metric: string; value: string; target?: string }

export interface ReportsBenchContext {
  dbUrl: string
  /** The bootstrap superuser: only it may CHECKPOINT (`postgres` is not one, as on hosted). */
  superuserUrl: string
  apiUrl: string
  anonKey: string
  jwtSecret: string
  /** The desk administrator the bench stack created. */
  adminEmail: string
  /** Coach applications and contact submissions to seed (each). */
  rows: number
}

/** The sizes `npm run bench` measures the reports at. */
export const REPORT_BENCH_SIZES = [10_000, 100_000]

const RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The median, with every run after it: the spread on a shared machine is part of the figure. */
const medianWithRuns = (values: number[]) =>
  `${Math.round(median(values))} ms (runs ${values.map((value) => Math.round(value)).join(', ')})`

/** A Mountain Time day `offsetDays` from today, as the desk's period pickers give it. */
function day(offsetDays: number): string {
  return new Date(Date.now() - 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

/** The instant a Mountain Time day starts (MST or MDT, as the desk's list filters compute it). */
function mountainDayStart(value: string): string {
  const noonUtc = new Date(`${value}T12:00:00Z`)
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Boise',
    timeZoneName: 'longOffset',
  })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '')
  return new Date(`${value}T00:00:00${offset}`).toISOString()
}

type Period = { from: string; to: string; grain: 'week' | 'month' }
type Report = {
  by_region: { region: string; count: number }[]
  by_subject: { subject: string; count: number }[]
}

/** Flushes the seed's writes, as the superuser (CHECKPOINT needs pg_checkpoint). */
export async function checkpoint(superuserUrl: string): Promise<void> {
  const su = new pg.Client({ connectionString: superuserUrl })
  await su.connect()
  try {
    await su.query('checkpoint')
  } finally {
    await su.end()
  }
}

export async function benchReports(ctx: ReportsBenchContext): Promise<Row[]> {
  const size = ctx.rows
  const seeded = await seedLarge({ dbUrl: ctx.dbUrl, applications: size, contacts: size })
  const db = new pg.Client({ connectionString: ctx.dbUrl })
  db.on('error', () => {})
  await db.connect()
  try {
    // The replies of an earlier size's run went with their records' seed rows; these are new.
    await db.query(
      `insert into public.desk_replies
         (record_kind, record_id, request_id, recipient, body, state, sent_at, created_at)
       select 'contact_submission', c.id, gen_random_uuid(), c.email, 'Thank you for writing.',
         'sent', c.created_at + interval '3 hours', c.created_at + interval '3 hours'
       from public.contact_submissions c
       where c.email like '%.example' and (hashtext(c.id::text) % 10) = 0`,
    )
    await db.query('analyze public.desk_replies')
    // Seeding writes some 100 MB at the larger size: flushed now, not by a checkpoint in the
    // middle of the timed calls.
    await checkpoint(ctx.superuserUrl)
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
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      sub: adminId,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal2',
      amr: [
        { method: 'totp', timestamp: now },
        { method: 'password', timestamp: now },
      ],
      session_id: sessionId,
      is_anonymous: false,
      iat: now,
      exp: now + 3600,
    }
    const accessToken = await signJwt(claims, ctx.jwtSecret)
    const headers = { apikey: ctx.anonKey, authorization: `Bearer ${accessToken}` }

    /** Runs `sql` as the reviewer, as the gateway runs a request: its role and its claims. */
    async function timeInDatabase(sql: string, params: unknown[]): Promise<number[]> {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        await db.query('begin')
        await db.query(
          `select set_config('role', 'authenticated', true),
          set_config('request.jwt.claims', $1, true),
          set_config('request.jwt.claim.sub', $2, true),
          set_config('request.jwt.claim.role', 'authenticated', true)`,
          [JSON.stringify(claims), adminId],
        )
        const started = performance.now()
        await db.query(sql, params)
        times.push(performance.now() - started)
        await db.query('rollback')
      }
      return times
    }

    /** Times one gateway request (its body read whole); throws on anything but a 2xx. */
    async function timeRequest(
      path: string,
      init: RequestInit = {},
    ): Promise<{ times: number[]; response: Response; body: string }> {
      const times: number[] = []
      let last: { response: Response; body: string } | undefined
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now()
        const response = await fetch(`${ctx.apiUrl}${path}`, {
          ...init,
          headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
          signal: AbortSignal.timeout(60_000),
        })
        const body = await response.text()
        times.push(performance.now() - started)
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
        last = { response, body }
      }
      return { times, ...last! }
    }

    const periods: { label: string; period: Period; target: string }[] = [
      {
        label: 'last 3 months by month',
        period: { from: day(-90), to: day(0), grain: 'month' },
        target: '< 500 ms',
      },
      {
        label: 'last year by week',
        period: { from: day(-365), to: day(0), grain: 'week' },
        target: '< 500 ms',
      },
      {
        label: '18 months by month',
        period: { from: day(-550), to: day(0), grain: 'month' },
        target: '< 500 ms',
      },
    ]
    const rows: Row[] = [
      {
        metric: `seeded ${seeded.applications.toLocaleString('en-US')} applications + ${seeded.contacts.toLocaleString('en-US')} contacts + ${seeded.alliance.toLocaleString('en-US')} alliance`,
        value: `${seeded.seconds.toFixed(1)} s`,
      },
    ]
    let quarterReport: Report | undefined
    for (const { label, period, target } of periods) {
      const inDatabase = await timeInDatabase('select public.desk_report($1::date, $2::date, $3)', [
        period.from,
        period.to,
        period.grain,
      ])
      const { times, body } = await timeRequest('/rest/v1/rpc/desk_report', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ p_from: period.from, p_to: period.to, p_grain: period.grain }),
      })
      quarterReport ??= JSON.parse(body) as Report
      rows.push(
        { metric: `desk_report, ${label}: in the database`, value: medianWithRuns(inDatabase) },
        {
          metric: `desk_report, ${label}: through the gateway`,
          value: medianWithRuns(times),
          target,
        },
      )
    }

    const totalOf = (response: Response) =>
      Number(response.headers.get('content-range')?.split('/')[1] ?? NaN)
    const firstPage = (view: string, filters = '') =>
      timeRequest(
        `/rest/v1/${view}?select=*${filters}&order=created_at.desc,id.desc&offset=0&limit=50`,
        { headers: { prefer: 'count=exact' } },
      )
    for (const [tab, view] of [
      ['applications', 'coach_applications_desk'],
      ['contact messages', 'contact_submissions_desk'],
      ['alliance registrations', 'alliance_registrations_desk'],
    ] as const) {
      const { times } = await firstPage(view)
      rows.push({
        metric: `list page: first 50 ${tab}, newest first, exact total`,
        value: medianWithRuns(times),
        target: '< 500 ms',
      })
    }

    // The lists a quarter's figures link to: the same period and region or subject.
    const quarter = periods[0]!.period
    const inQuarter =
      `&created_at=gte.${encodeURIComponent(mountainDayStart(quarter.from))}` +
      `&created_at=lt.${encodeURIComponent(mountainDayStart(day(1)))}`
    const region = quarterReport!.by_region[0]!
    const subject = quarterReport!.by_subject[0]!
    const regionList = await firstPage(
      'coach_applications_desk',
      `${inQuarter}&region=eq.${encodeURIComponent(region.region)}`,
    )
    const subjectList = await firstPage(
      'contact_submissions_desk',
      `${inQuarter}&subject=eq.${encodeURIComponent(subject.subject)}`,
    )
    const regionTotal = totalOf(regionList.response)
    const subjectTotal = totalOf(subjectList.response)
    rows.push(
      {
        metric: `a figure's list: applications from ${region.region}, last 3 months`,
        value: medianWithRuns(regionList.times),
        target: '< 500 ms',
      },
      {
        metric: `a figure's list: contact messages about ${subject.subject}, last 3 months`,
        value: medianWithRuns(subjectList.times),
        target: '< 500 ms',
      },
      {
        metric: 'report figures equal the totals of the lists they open (region / subject)',
        value:
          `${region.count} = ${regionTotal} ${region.count === regionTotal ? 'yes' : 'NO'} / ` +
          `${subject.count} = ${subjectTotal} ${subject.count === subjectTotal ? 'yes' : 'NO'}`,
        target: 'yes / yes',
      },
    )
    return rows
  } finally {
    await db.end().catch(() => {})
  }
}
