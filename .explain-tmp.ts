import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startStack } from '/work/wt/reviewer-accounts/stack/index'
import { seedLarge } from '/work/wt/reviewer-accounts/stack/cli/seed-large'

const OLD_HAS_ROLE = `create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role
    and (_user_id = (select auth.uid()) or pg_catalog.current_setting('role') not in ('anon', 'authenticated')))
$$`

const QUERIES: Record<string, string> = {
  'desk list (first page, newest)': `select * from public.coach_applications_desk order by created_at desc, id desc limit 50 offset 0`,
  'desk list count (exact)': `select count(*) from public.coach_applications_desk`,
  'desk search "garcia"': `select * from public.coach_applications_desk where search_text ilike '%garcia%' order by created_at desc, id desc limit 50`,
  'table read (RLS policy)': `select id from public.coach_applications order by created_at desc limit 50`,
  'admin_application_counts()': `select * from public.admin_application_counts()`,
}

async function main() {
  const stack = await startStack({
    dataDir: mkdtempSync(join(tmpdir(), 'ra-explain-')),
    ports: { api: 56560, db: 56561, inbox: 56563, smtp: 56564 },
    ephemeral: true,
    quiet: true,
    withAdmin: true,
  })
  try {
    await seedLarge({ dbUrl: stack.dbUrl, applications: 100_000, contacts: 100_000 })
    const db = new pg.Client({ connectionString: stack.dbUrl })
    await db.connect()
    await db.query('analyze')
    const { rows } = await db.query<{ id: string }>(
      "select user_id as id from public.user_roles where role = 'admin' limit 1",
    )
    const uid = rows[0]!.id
    const { rows: s } = await db.query<{ id: string }>(
      "insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1, 'aal2') returning id",
      [uid],
    )
    const claims = JSON.stringify({ sub: uid, role: 'authenticated', aal: 'aal2', session_id: s[0]!.id })
    const run = async (label: string) => {
      for (const [name, sql] of Object.entries(QUERIES)) {
        const times: number[] = []
        for (let i = 0; i < 7; i++) {
          await db.query('begin')
          await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims])
          await db.query('set local role authenticated')
          const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, format text) ${sql}`)
          await db.query('rollback')
          const line = plan.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'))!
          times.push(Number(/([\d.]+) ms/.exec(line)![1]))
        }
        times.sort((a, b) => a - b)
        console.log(`${label} | ${name} | median ${times[3]!.toFixed(2)} ms | min ${times[0]!.toFixed(2)} | max ${times[6]!.toFixed(2)}`)
      }
    }
    await run('after (aal2 + live session)')
    const { rows: newDef } = await db.query<{ def: string }>(
      "select pg_get_functiondef('public.has_role(uuid, public.app_role)'::regprocedure) as def",
    )
    await db.query(OLD_HAS_ROLE)
    await run('before (role only)')
    await db.query(newDef[0]!.def)
    await run('after, again')
    await db.end()
  } finally {
    await stack.stop()
  }
}
main().catch((error) => {
  console.error(error)
  process.exit(1)
})
