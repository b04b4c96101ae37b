/**
 * `npx tsx scripts/bench/desk-session-check.ts [rows]`: what the desk's trusted-session check
 * (migration desk_two_factor: aal2 and a live session, inside has_role) costs its queries.
 *
 * Starts a throwaway stack on BENCH_PORT_BASE (default 63421), seeds `rows` coach applications and
 * contact submissions (100,000 unless given), and prints EXPLAIN ANALYZE execution times (median,
 * min, max of 7) of the desk's queries as an admin with an aal2 token of a live session: with
 * today's has_role, with the previous role-only has_role put back in the same database, and with
 * today's again (the machine's drift shows as the difference between the first and the last).
 * has_role's definer body is private.has_role, which the policies call (public.has_role is its
 * SECURITY INVOKER wrapper for the API, migration 20251101000000_platform.sql).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { seedLarge } from '../../stack/cli/seed-large.ts'
import { startStack } from '../../stack/index.ts'

const ROLE_ONLY_HAS_ROLE = `create or replace function private.has_role(_user_id uuid, _role public.app_role)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role
    and (_user_id = (select auth.uid())
      or pg_catalog.current_setting('role') not in ('anon', 'authenticated')))
$$`

const QUERIES: Record<string, string> = {
  'desk list, first page': `select * from public.coach_applications_desk
    order by created_at desc, id desc limit 50`,
  'desk list, exact count': 'select count(*) from public.coach_applications_desk',
  'desk search "garcia"': `select * from public.coach_applications_desk
    where search_text ilike '%garcia%' order by created_at desc, id desc limit 50`,
  'table read through RLS':
    'select id from public.coach_applications order by created_at desc limit 50',
  'desk_application_counts()': 'select * from public.desk_application_counts()',
}

const RUNS = 7

async function timings(db: pg.Client, claims: string): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>()
  for (const [name, sql] of Object.entries(QUERIES)) {
    const times: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      await db.query('begin')
      await db.query("select set_config('request.jwt.claims', $1, true)", [claims])
      await db.query('set local role authenticated')
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${sql}`)
      await db.query('rollback')
      const line = rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution'))
      times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN))
    }
    result.set(
      name,
      times.sort((a, b) => a - b),
    )
  }
  return result
}

async function main() {
  const rows = Number(process.argv[2] ?? 100_000)
  const base = Number(process.env.BENCH_PORT_BASE ?? 63421)
  const stack = await startStack({
    dataDir: mkdtempSync(join(tmpdir(), 'desk-session-check-')),
    ports: { api: base, db: base + 1, inbox: base + 3, smtp: base + 4 },
    ephemeral: true,
    quiet: true,
    withAdmin: true,
  })
  const db = new pg.Client({ connectionString: stack.dbUrl })
  try {
    await seedLarge({ dbUrl: stack.dbUrl, applications: rows, contacts: rows })
    await db.connect()
    await db.query('analyze')
    const { rows: admins } = await db.query<{ id: string }>(
      "select user_id as id from public.user_roles where role = 'admin' limit 1",
    )
    const { rows: sessions } = await db.query<{ id: string }>(
      "insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1, 'aal2') returning id",
      [admins[0]!.id],
    )
    const claims = JSON.stringify({
      sub: admins[0]!.id,
      role: 'authenticated',
      aal: 'aal2',
      session_id: sessions[0]!.id,
    })
    const { rows: current } = await db.query<{ def: string }>(
      "select pg_get_functiondef('private.has_role(uuid, public.app_role)'::regprocedure) as def",
    )
    const after = await timings(db, claims)
    await db.query(ROLE_ONLY_HAS_ROLE)
    const before = await timings(db, claims)
    await db.query(current[0]!.def)
    const again = await timings(db, claims)

    const cell = (times: number[]) =>
      `${times[Math.floor(RUNS / 2)]!.toFixed(2)} (${times[0]!.toFixed(2)}–${times[RUNS - 1]!.toFixed(2)})`
    console.log(
      `\nDesk queries at ${rows.toLocaleString('en-US')} rows, ms: median (min–max) of ${RUNS}`,
    )
    console.log('| Query | role only (before) | aal2 + live session | again |')
    console.log('| --- | --- | --- | --- |')
    for (const name of Object.keys(QUERIES)) {
      console.log(
        `| ${name} | ${cell(before.get(name)!)} | ${cell(after.get(name)!)} | ${cell(again.get(name)!)} |`,
      )
    }
  } finally {
    await db.end().catch(() => {})
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
