/**
 * The Visits report at a year of counters for a busy statewide site, for `npm run bench`'s
 * reports section (scripts/bench.ts runs it after the 100,000-row reports). It writes a year of
 * daily counter rows (public.page_view_counts, migration 20251101070000_visits_and_funnel.sql) holding
 * exactly 1,000,000 page views: 25 routes × phone/desktop × 4 referrers × 3 campaign mixes a day,
 * the views spread unevenly; the counters' trigger fills the daily rollups (public.page_view_rollups)
 * the unfiltered report reads, as record_page_view's writes do. Then, as an administrator with a two-factor session (the desk's own
 * role and claims), median of 5 runs each, it times public.visits_report() in the database and
 * through the gateway as the desk calls it: the last 3 months by month (the desk's default), the
 * last year by week, and one page's year (a figure's detail, by day).
 *
 * It also reports the beacon's size: src/features/visits/lib/page-view-beacon.ts bundled and
 * minified as the inline boot bundles it (its share of every page's inline script), and gzipped.
 */
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { build } from 'esbuild'
import pg from 'pg'
import { signJwt } from '../../stack/gateway/jwt.ts'
import { checkpoint } from './reports.ts'

type Row = { metric: string; value: string; target?: string }

export interface VisitsBenchContext {
  dbUrl: string
  superuserUrl: string
  apiUrl: string
  anonKey: string
  jwtSecret: string
  adminEmail: string
}

export const VISITS_BENCH_VIEWS = 1_000_000
const RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const medianWithRuns = (values: number[]) =>
  `${Math.round(median(values))} ms (runs ${values.map((value) => Math.round(value)).join(', ')})`

function day(offsetDays: number): string {
  return new Date(Date.now() - 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

/** The beacon's bytes as the inline boot carries them: minified, and gzipped on the wire. */
export async function beaconBytes(root: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    stdin: {
      contents:
        "import { countPageViewAfterLoad } from './src/features/visits/lib/page-view-beacon'\ncountPageViewAfterLoad()\n",
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify('https://project.supabase.co'),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(
        'sb_publishable_0123456789abcdefghijkl',
      ),
    },
  })
  const code = result.outputFiles[0]!.contents
  return { minified: code.byteLength, gzipped: gzipSync(code).byteLength }
}

export async function benchVisits(ctx: VisitsBenchContext): Promise<Row[]> {
  const db = new pg.Client({ connectionString: ctx.dbUrl })
  db.on('error', () => {})
  await db.connect()
  try {
    const seedStarted = performance.now()
    await db.query(`delete from public.page_view_counts`)
    await db.query(
      `insert into public.page_view_counts
         (day, path, device, referrer_domain, utm_source, utm_medium, utm_campaign, views, visitors)
       select d::date, '/bench-page-' || p, dev, ref, c.source, c.medium, c.campaign,
         1 + abs(hashtext(d::text || p || dev || ref || c.campaign)) % 8,
         abs(hashtext(d::text || p || dev || ref || c.campaign)) % 3
       from generate_series(current_date - 364, current_date, interval '1 day') d,
         generate_series(1, 25) p,
         unnest(array['phone', 'desktop']) dev,
         unnest(array['', 'google.com', 'facebook.com', 'idahoednews.org']) ref,
         (values ('', '', ''), ('newsletter', 'email', 'fall-2026'), ('qr', 'print', 'flyer'))
           as c(source, medium, campaign)`,
    )
    // Exactly a million views: the difference goes to one row.
    await db.query(
      `update public.page_view_counts set views = views + ($1 - (select sum(views) from public.page_view_counts))
       where (day, path, device, referrer_domain, utm_campaign) =
         (current_date, '/bench-page-1', 'desktop', '', '')`,
      [VISITS_BENCH_VIEWS],
    )
    await db.query('analyze public.page_view_counts')
    const seeded = (
      await db.query<{ rows: string; views: string }>(
        'select count(*) as rows, sum(views) as views from public.page_view_counts',
      )
    ).rows[0]!
    await checkpoint(ctx.superuserUrl)
    const seedSeconds = (performance.now() - seedStarted) / 1000

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

    const cases = [
      {
        label: 'last 3 months by month',
        args: { p_from: day(-90), p_to: day(0), p_grain: 'month' },
      },
      { label: 'last year by week', args: { p_from: day(-364), p_to: day(0), p_grain: 'week' } },
      {
        label: "one page's year by day (a figure's detail)",
        args: { p_from: day(-364), p_to: day(0), p_grain: 'week', p_path: '/bench-page-7' },
      },
    ]
    const rows: Row[] = [
      {
        metric: `seeded a year of counters: ${Number(seeded.rows).toLocaleString('en-US')} rows, ${Number(seeded.views).toLocaleString('en-US')} views`,
        value: `${seedSeconds.toFixed(1)} s`,
      },
    ]
    for (const { label, args } of cases) {
      const inDatabase: number[] = []
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
        await db.query('select public.visits_report($1::date, $2::date, $3, $4)', [
          args.p_from,
          args.p_to,
          args.p_grain,
          'p_path' in args ? args.p_path : null,
        ])
        inDatabase.push(performance.now() - started)
        await db.query('rollback')
      }
      const throughGateway: number[] = []
      let total = 0
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now()
        const response = await fetch(`${ctx.apiUrl}/rest/v1/rpc/visits_report`, {
          method: 'POST',
          headers: {
            apikey: ctx.anonKey,
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(args),
          signal: AbortSignal.timeout(60_000),
        })
        const body = await response.text()
        throughGateway.push(performance.now() - started)
        if (!response.ok) throw new Error(`visits_report answered ${response.status}: ${body}`)
        total = (JSON.parse(body) as { totals: { views: number } }).totals.views
      }
      rows.push(
        { metric: `visits_report, ${label}: in the database`, value: medianWithRuns(inDatabase) },
        {
          metric: `visits_report, ${label}: through the gateway (${total.toLocaleString('en-US')} views)`,
          value: medianWithRuns(throughGateway),
          target: '< 500 ms',
        },
      )
    }
    await db.query(`delete from public.page_view_counts where path like '/bench-page-%'`)
    const bytes = await beaconBytes(process.cwd())
    rows.push({
      metric: 'the beacon in the inline boot (minified / gzipped)',
      value: `${bytes.minified} B / ${bytes.gzipped} B`,
    })
    return rows
  } finally {
    await db.end().catch(() => {})
  }
}
