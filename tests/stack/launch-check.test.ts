/**
 * `npm run launch:check` against the throwaway stack: it passes on the stack as it runs, and each
 * fault injected below (Vault emptied, the job unscheduled, a function missing, a migration
 * pending or unknown (the real CLI's `migration list`), an Advisor finding (the real CLI's
 * `db advisors`, and splinter's 0028/0029, which the CLI lacks), a failed or stuck e-mail of each kind in the backlog, a refused worker call)
 * turns its own line to ✗ with the fault named and the command's exit code to 1; manage-reviewers
 * is checked with a reviewer's token, as the desk calls it. Every fault is undone after its test,
 * from what was read before it was made, so the suites after this one meet the stack as it was.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  projectFunctions,
  projectMigrations,
  scheduledJobs,
  vaultSecretsReadBy,
} from '../../scripts/lib/project-sources'
import { REPO_ROOT } from '../../stack/index'
import { signedInAdminWithTwoFactor, signedInUser } from '../support/auth-sessions'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
/** As the check and an operator connect: `postgres` (a superuser on stacks before it was demoted). */
let db: pg.Client
/** The platform's superuser, only to forge what pg_net's worker writes. */
let platform: pg.Client
const scratchDirs: string[] = []

beforeAll(async () => {
  stack = await getTestStack()
  db = new pg.Client({ connectionString: stack.dbUrl })
  db.on('error', () => {})
  await db.connect()
  // Stacks whose `postgres` is not a superuser name the platform's own superuser separately.
  const superuserUrl = (stack as TestStack & { superuserUrl?: string }).superuserUrl
  platform = new pg.Client({ connectionString: superuserUrl || stack.dbUrl })
  platform.on('error', () => {})
  await platform.connect()
})

afterAll(async () => {
  await db?.end()
  await platform?.end()
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true })
})

interface Outcome {
  code: number | null
  lines: string[]
  output: string
}

/** Runs the command as a person would, against the test stack, with any extra flags. */
function launchCheck(...extra: string[]): Promise<Outcome> {
  const args = [
    path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
    path.join(REPO_ROOT, 'scripts/launch-check.ts'),
    '--api-url',
    stack.apiUrl,
    '--db-url',
    stack.dbUrl,
    '--publishable-key',
    stack.anonKey,
    ...extra,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output, lines: output.split('\n') }))
  })
}

const failures = (outcome: Outcome) => outcome.lines.filter((line) => line.startsWith('✗'))

/** The one ✗ line about `subject`, asserting there is exactly one. */
function failureAbout(outcome: Outcome, subject: string): string {
  const lines = failures(outcome).filter((line) => line.startsWith(`✗ ${subject}`))
  expect(lines, outcome.output).toHaveLength(1)
  return lines[0]!
}

/** The names of the Vault secrets the live job reads (project_url and the worker's credential). */
async function vaultNamesOfSchedule(): Promise<string[]> {
  const { rows } = await db.query<{ command: string }>(
    `select command from cron.job where jobname = 'deliver-notifications'`,
  )
  return vaultSecretsReadBy(rows[0]!.command)
}

// Each test runs the whole launch check (a process that reads the database, the API, the
// functions and the Advisor), some of them three times; beside a site build on two cores that
// took over the file's 60 s default (this session's full run). A minute per run.
describe('npm run launch:check', { timeout: 180_000 }, () => {
  it('passes on the running stack: exit 0 and no ✗ line, one ✓ per area checked', async () => {
    const outcome = await launchCheck()
    // Until the desk views stop being security definer (a change made outside this check),
    // the Advisor's three ERRORs are the one ✗, and it must name them; afterwards there is none.
    const { rows } = await db.query<{ definer: number }>(
      `select count(*)::int as definer from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'v'
         and not coalesce('security_invoker=true' = any(c.reloptions), false)
         and c.relname like '%\\_desk'`,
    )
    if (rows[0]!.definer > 0) {
      expect(failures(outcome), outcome.output).toHaveLength(1)
      expect(failureAbout(outcome, 'Advisor (CLI lints):')).toContain('security_definer_view')
    } else {
      expect(failures(outcome), outcome.output).toEqual([])
      expect(outcome.code, outcome.output).toBe(0)
      expect(outcome.output).toContain('✓ Advisor (CLI lints): no ERROR or WARN')
      expect(outcome.output).toContain('✓ Advisor (dashboard lints 0028/0029')
      expect(outcome.output).toContain('Ready to launch: no ✗')
    }
    for (const area of [
      '✓ Migrations: all',
      '✓ Vault: the secrets the schedule reads exist',
      '✓ Delivery backlog: notifications ',
      '✓ Keys',
      '✓ Client address',
      '✓ Auth: sign-in is by e-mail and password only',
      '✓ Storage: the partner-logos bucket is public and takes only PNG, JPEG and WebP up to 1 MB.',
      '✓ Storage: the news-images bucket is public and takes only PNG, JPEG and WebP up to 2 MB.',
      '✓ Deploy workflow: .github/workflows/deploy.yml passes SEND_EMAIL_HOOK_SECRET',
    ]) {
      expect(outcome.output).toContain(area)
    }
    for (const { name } of projectFunctions(
      path.join(REPO_ROOT, 'supabase/functions'),
      path.join(REPO_ROOT, 'supabase/config.toml'),
    )) {
      // manage-reviewers without a reviewer's token: answering only, and a ! saying what to pass.
      expect(outcome.output).toContain(
        name === 'manage-reviewers'
          ? `! Function ${name}: answers (OPTIONS → 200); the desk's call (with a reviewer's token) is not checked: pass --reviewer-token`
          : `✓ Function ${name}: answers`,
      )
    }
    // Cron and pg_net may not have run yet on a stack started a moment ago: ✓ or !, never ✗.
    expect(outcome.output).toMatch(/^[✓!] Cron: 'deliver-notifications' is scheduled/m)
    expect(outcome.output).toMatch(/^[✓!] pg_net: /m)
    // Values of secrets are never printed.
    expect(outcome.output).not.toContain(stack.serviceRoleKey)
    expect(outcome.output).not.toContain(':postgres@')
  })

  it('checks manage-reviewers as the desk calls it, with a reviewer’s token', async () => {
    const reviewer = await signedInAdminWithTwoFactor(stack)
    const { data } = await reviewer.supabase.auth.getSession()
    const token = data.session!.access_token
    const outcome = await launchCheck('--reviewer-token', token)
    expect(outcome.output).toContain(
      "✓ Function manage-reviewers: the desk's call with a reviewer's token reaches it, and Auth and the database accept the reviewer",
    )
    expect(outcome.output).not.toContain(token)

    // A signed-in person who is not an admin: the line says the token is not an admin's.
    const member = await signedInUser(stack)
    const memberToken = (await member.supabase.auth.getSession()).data.session!.access_token
    const refused = await launchCheck('--reviewer-token', memberToken)
    expect(refused.code).toBe(1)
    expect(failureAbout(refused, 'Function manage-reviewers:')).toContain('is not an admin')
    // A signed-out session's token: Auth refuses it, and the line says so.
    await reviewer.supabase.auth.signOut()
    const stale = await launchCheck('--reviewer-token', token)
    expect(failureAbout(stale, 'Function manage-reviewers:')).toContain(
      'Auth does not accept the token',
    )
    await db.query('delete from public.user_roles where user_id = any($1)', [
      [reviewer.id, member.id],
    ])
    await db.query('delete from auth.users where id = any($1)', [[reviewer.id, member.id]])
  })

  it('names what the Advisor reports at ERROR level', async () => {
    // A view that runs with its owner's rights: the Advisor's security_definer_view.
    await db.query('create view public.launch_check_definer_view as select 1 as one')
    // The Advisor flags such a view where the API's roles can read it.
    await db.query('grant select on public.launch_check_definer_view to authenticated')
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Advisor (CLI lints):')
      expect(line).toContain('ERROR security_definer_view on public.launch_check_definer_view')
      expect(line).toContain('npx supabase db advisors')
    } finally {
      await db.query('drop view public.launch_check_definer_view')
    }
  })

  it('names a definer function the API roles may execute, which the CLI lints do not see', async () => {
    // Splinter's 0028/0029: WARN on the hosted dashboard, absent from CLI 3.1.0's embedded lints.
    await db.query(
      `create function public.launch_check_definer_probe(p_word text) returns text
       language sql security definer set search_path = '' as $$ select p_word $$`,
    )
    await db.query(
      'grant execute on function public.launch_check_definer_probe(text) to anon, authenticated',
    )
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Advisor (dashboard lints 0028/0029):')
      expect(line).toContain('2 WARNs')
      expect(line).toContain('public.launch_check_definer_probe(p_word text) by anon')
      expect(line).toContain('public.launch_check_definer_probe(p_word text) by authenticated')
      expect(outcome.output).toContain('✓ Advisor (CLI lints): no ERROR or WARN')
    } finally {
      await db.query('drop function public.launch_check_definer_probe(text)')
    }
  })

  it('names the missing Vault secrets when Vault is emptied', async () => {
    const names = await vaultNamesOfSchedule()
    expect(names).toContain('project_url')
    const { rows: saved } = await db.query<{ name: string; secret: string; description: string }>(
      `select name, decrypted_secret as secret, description from vault.decrypted_secrets
       where name = any($1)`,
      [names],
    )
    expect(saved.map((row) => row.name).sort()).toEqual([...names].sort())
    await db.query('delete from vault.secrets where name = any($1)', [names])
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Vault:')
      for (const name of names) expect(line).toContain(`'${name}'`)
      expect(line).toContain('missing')
      expect(line).toContain('vault.create_secret')
      // The credential's value is never printed (project_url is the public API URL).
      for (const { name, secret } of saved) {
        if (name !== 'project_url') expect(outcome.output).not.toContain(secret)
      }
    } finally {
      for (const row of saved) {
        await db.query('select vault.create_secret($1, $2, $3)', [
          row.secret,
          row.name,
          row.description,
        ])
      }
    }
  })

  it('says the job is not scheduled when deliver-notifications is unscheduled', async () => {
    const { rows } = await db.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'deliver-notifications'`,
    )
    const job = rows[0]!
    await db.query(`select cron.unschedule('deliver-notifications')`)
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Cron:')
      expect(line).toContain(`the job 'deliver-notifications' is not scheduled`)
      // The fix names the migration whose cron.schedule statement re-creates the job.
      const scheduling = scheduledJobs(
        projectMigrations(path.join(REPO_ROOT, 'supabase/migrations')),
      ).find((scheduled) => scheduled.name === 'deliver-notifications')
      expect(line).toContain(`supabase/migrations/${scheduling!.migration}`)
    } finally {
      await db.query(`select cron.schedule('deliver-notifications', $1, $2)`, [
        job.schedule,
        job.command,
      ])
    }
  })

  it('names a function of the project that the API does not serve', async () => {
    // The project as it would be with one more function than is deployed: every real folder plus
    // one the stack has never served.
    const functionsDir = mkdtempSync(path.join(tmpdir(), 'launch-check-functions-'))
    scratchDirs.push(functionsDir)
    const real = projectFunctions(
      path.join(REPO_ROOT, 'supabase/functions'),
      path.join(REPO_ROOT, 'supabase/config.toml'),
    )
    for (const name of [...real.map((fn) => fn.name), 'send-weekly-digest']) {
      mkdirSync(path.join(functionsDir, name))
      writeFileSync(path.join(functionsDir, name, 'index.ts'), 'Deno.serve(() => new Response())\n')
    }
    const outcome = await launchCheck('--functions-dir', functionsDir)
    expect(outcome.code).toBe(1)
    const line = failureAbout(outcome, 'Function send-weekly-digest:')
    expect(line).toContain('not found (HTTP 404)')
    for (const { name } of real) {
      // manage-reviewers, without a reviewer's token, is a ! that says what to pass.
      expect(outcome.output).toMatch(
        new RegExp(`^${name === 'manage-reviewers' ? '!' : '✓'} Function ${name}: answers`, 'm'),
      )
    }
  })

  it('names a pending migration, and a migration the database has that the project lacks', async () => {
    const { rows } = await db.query<{ version: string; name: string; statements: string[] }>(
      `select version, name, statements from supabase_migrations.schema_migrations
       order by version desc limit 1`,
    )
    const latest = rows[0]!
    await db.query('delete from supabase_migrations.schema_migrations where version = $1', [
      latest.version,
    ])
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Migrations:')
      expect(line).toContain(`1 migration in supabase/migrations is not applied`)
      expect(line).toContain(`${latest.version}_${latest.name}.sql`)
    } finally {
      await db.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [latest.version, latest.name, latest.statements],
      )
    }

    const stray = '20991231000000'
    await db.query(
      `insert into supabase_migrations.schema_migrations (version, name, statements)
       values ($1, 'applied_from_another_branch', '{}')`,
      [stray],
    )
    try {
      const line = failureAbout(await launchCheck(), 'Migrations:')
      expect(line).toContain(
        `the database has 1 migration that supabase/migrations lacks (${stray})`,
      )
    } finally {
      await db.query('delete from supabase_migrations.schema_migrations where version = $1', [
        stray,
      ])
    }
  })

  it('counts a failed delivery in the backlog with its reason', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.notification_deliveries (record_kind, record_id, state, attempts, last_error)
       values ('contact_submission', gen_random_uuid(), 'failed', 12,
               'SMTP 550 mailbox unavailable (launch-check test)')
       returning id`,
    )
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Delivery backlog:')
      // Other suites may leave notifications waiting; what this test adds is the failed one.
      expect(line).toMatch(/notifications \d+ pending, [1-9]\d* failed/)
      expect(line).toContain(
        'failed for good (refused permanently, or given up after 24 hours of retries)',
      )
      expect(line).toContain('SMTP 550 mailbox unavailable')
    } finally {
      await db.query('delete from public.notification_deliveries where id = $1', [rows[0]!.id])
    }
  })

  it('counts a failed desk reply and a stuck acknowledgement in the backlog', async () => {
    const reply = await db.query<{ id: string }>(
      `insert into public.desk_replies (record_kind, record_id, request_id, recipient, body)
       values ('contact_submission', gen_random_uuid(), gen_random_uuid(), 'someone@example.test',
               'Hello')
       returning id`,
    )
    // Its e-mail is the outbox row the insert queued; failed for good at once, so the running
    // worker (every minute) never claims it and writes its own error over this one.
    await db.query(
      `update public.notification_deliveries
       set state = 'failed', attempts = 30, last_error = 'Resend 422 invalid from (launch-check test)'
       where kind = 'reply' and item_id = $1`,
      [reply.rows[0]!.id],
    )
    // Waiting an hour, and not due again for a day, so the running worker leaves it alone.
    const acknowledgement = await db.query<{ id: string }>(
      `insert into public.notification_deliveries
         (record_kind, record_id, kind, recipient, state, attempts, last_error, created_at,
          next_attempt_at)
       values ('contact_submission', gen_random_uuid(), 'acknowledgement', 'visitor@example.test',
               'pending', 3, 'SMTP 421 try later (launch-check test)', now() - interval '1 hour',
               now() + interval '1 day')
       returning id`,
    )
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'Delivery backlog:')
      expect(line).toContain('desk replies 0 pending, 1 failed')
      expect(line).toContain('one desk reply failed for good')
      expect(line).toContain('Resend 422 invalid from')
      expect(line).toContain('Try sending again')
      // Other suites share the stack's outbox while this one runs (some make the inbox refuse
      // for a moment), so the backlog may hold their acknowledgements too: this one is counted
      // among the pending and the stuck, and it is the oldest.
      const pending = Number(/acknowledgements (\d+) pending/.exec(line)?.[1] ?? 0)
      expect(pending).toBeGreaterThanOrEqual(1)
      expect(line).toMatch(/\d+ acknowledgements? stuck, the oldest waiting 60 min/)
    } finally {
      await db.query('delete from public.desk_replies where id = $1', [reply.rows[0]!.id])
      await db.query('delete from public.notification_deliveries where id = $1', [
        acknowledgement.rows[0]!.id,
      ])
    }
  })

  it('names a worker call that pg_net saw refused', async () => {
    // The newest response, as pg_net records a 401 from deliver-notifications.
    await platform.query(
      `insert into net._http_response (id, status_code, content_type, content, timed_out, created)
       values (-4242, 401, 'application/json', '{"error":"unauthorized"}', false, now() + interval '1 hour')`,
    )
    try {
      const outcome = await launchCheck()
      expect(outcome.code).toBe(1)
      const line = failureAbout(outcome, 'pg_net:')
      expect(line).toContain('HTTP 401')
      expect(line).toContain('DELIVER_NOTIFICATIONS_SECRET')
    } finally {
      await platform.query('delete from net._http_response where id = -4242')
    }
  })

  it('refuses a secret key given as the site’s key', async () => {
    const outcome = await launchCheck('--publishable-key', stack.serviceRoleKey)
    expect(outcome.code).toBe(1)
    expect(failureAbout(outcome, 'Keys:')).toContain('is a secret (service-role) key')
    expect(outcome.output).not.toContain(stack.serviceRoleKey)
  })
})
