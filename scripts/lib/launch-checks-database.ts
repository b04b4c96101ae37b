/**
 * The launch checks that read the project's database as the `postgres` role (hosted: through the
 * session pooler): migrations applied, the Vault secrets the schedule reads, the cron jobs and
 * their last runs, pg_net's last responses, and the notification outbox's backlog. Secret values
 * never leave the database: the queries answer only with names and yes/no facts about them.
 */
import type pg from 'pg'
import {
  fail,
  humanDuration,
  pass,
  plural,
  shortError,
  warn,
  type CheckResult,
} from './launch-check-result'
import type { LaunchTarget } from './launch-target'
import {
  projectMigrations,
  scheduledJobs,
  vaultSecretsReadBy,
  type ScheduledJob,
} from './project-sources'

/** Runs `query`; a missing schema/table or a refused privilege becomes the failing line `fault`. */
async function attempt<T>(
  run: () => Promise<T>,
  fault: (error: string) => CheckResult,
): Promise<T | CheckResult> {
  try {
    return await run()
  } catch (error) {
    return fault(shortError(error))
  }
}

function isResult(value: unknown): value is CheckResult {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value
}

export async function checkMigrations(
  client: pg.Client,
  target: LaunchTarget,
): Promise<CheckResult> {
  const files = projectMigrations(target.migrationsDir)
  const applied = await attempt(
    async () =>
      (
        await client.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by version',
        )
      ).rows.map((row) => row.version),
    (error) =>
      fail(
        `Migrations: the database has no migration history (${error}); apply the project's migrations with \`supabase db push\`.`,
      ),
  )
  if (isResult(applied)) return applied
  const appliedSet = new Set(applied)
  const localSet = new Set(files.map((file) => file.version))
  const pending = files.filter((file) => !appliedSet.has(file.version))
  const unknown = applied.filter((version) => !localSet.has(version))
  const push =
    target.kind === 'local'
      ? 'restart `npm start`, which applies them'
      : 'apply them with `supabase db push`'
  if (pending.length > 0) {
    const names = pending.map((file) => `${file.version}_${file.name}.sql`).join(', ')
    return fail(
      `Migrations: ${plural(pending.length, 'migration')} in supabase/migrations ${pending.length === 1 ? 'is' : 'are'} not applied to the database (${names}); ${push}.`,
    )
  }
  if (unknown.length > 0) {
    return fail(
      `Migrations: the database has ${plural(unknown.length, 'migration')} that supabase/migrations lacks (${unknown.join(', ')}); \`supabase db push\` refuses until they match: check out the branch that holds them, or record them as reverted with \`supabase migration repair --status reverted <version>\` if they were removed on purpose.`,
    )
  }
  const latest = files.at(-1)
  return pass(
    `Migrations: all ${files.length} in supabase/migrations are applied${latest ? ` (latest ${latest.version}_${latest.name})` : ''}, none pending.`,
  )
}

interface LiveJob {
  jobid: string
  schedule: string
  command: string
  active: boolean
}

async function liveJobs(client: pg.Client): Promise<Map<string, LiveJob> | CheckResult> {
  return attempt(
    async () => {
      const { rows } = await client.query<LiveJob & { jobname: string }>(
        'select jobid::text, jobname, schedule, command, active from cron.job where jobname is not null',
      )
      return new Map(rows.map((row) => [row.jobname, row]))
    },
    (error) =>
      fail(
        `Cron: cron.job cannot be read (${error}); enable the pg_cron extension (Dashboard → Database → Extensions) and run \`supabase db push\` again.`,
      ),
  )
}

/**
 * The Vault secrets the scheduled jobs read: named in the live job's command where the job exists,
 * else in the migration that schedules it.
 */
/** What a Vault secret of this name should hold, for the fix printed beside it. */
function vaultValueHint(name: string): string {
  if (name === 'project_url') return 'https://<ref>.supabase.co'
  if (name === 'service_role_key') return '<the service-role key>'
  return `<the value of the function secret ${name.toUpperCase()}>`
}

export async function checkVaultSecrets(
  client: pg.Client,
  target: LaunchTarget,
  jobs: ScheduledJob[],
  live: Map<string, LiveJob> | CheckResult,
): Promise<CheckResult> {
  const needed = new Map<string, string>()
  for (const job of jobs) {
    const command = isResult(live) ? undefined : live.get(job.name)?.command
    for (const name of command ? vaultSecretsReadBy(command) : job.vaultSecrets) {
      needed.set(name, job.name)
    }
  }
  if (needed.size === 0) return pass('Vault: no scheduled job reads a Vault secret.')
  const rows = await attempt(
    async () =>
      (
        await client.query<{
          name: string
          empty: boolean
          supabase_key: boolean
          jwt: boolean
          url_matches: boolean
        }>(
          `select name,
             coalesce(btrim(decrypted_secret), '') = '' as empty,
             decrypted_secret ~ '^sb_(secret|publishable)_' as supabase_key,
             decrypted_secret ~ '^eyJ[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]+\\.' as jwt,
             rtrim(btrim(decrypted_secret), '/') = $2 as url_matches
           from vault.decrypted_secrets
           where name = any($1)`,
          [[...needed.keys()], target.apiUrl],
        )
      ).rows,
    (error) =>
      fail(
        `Vault: the secrets cannot be read (${error}); the schedule reads them as the postgres role, so it cannot either: check that the supabase_vault extension is enabled.`,
      ),
  )
  if (isResult(rows)) return rows
  const found = new Map(rows.map((row) => [row.name, row]))
  const faults: string[] = []
  const missing = [...needed.keys()].filter((name) => !found.has(name))
  if (missing.length > 0) {
    faults.push(
      `${missing.map((name) => `'${name}'`).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing, so every run of ${[...new Set(missing.map((name) => needed.get(name)))].join(', ')} fails and nothing is retried; create ${missing.length === 1 ? 'it' : 'each'} in the SQL editor (\`${missing.map((name) => `select vault.create_secret('${vaultValueHint(name)}', '${name}');`).join(' ')}\`)`,
    )
  }
  for (const row of rows) {
    if (row.empty) {
      faults.push(
        `'${row.name}' is empty; set it with \`select vault.update_secret(id, '<value>') from vault.secrets where name = '${row.name}';\``,
      )
    } else if (row.name === 'project_url' && !row.url_matches) {
      faults.push(
        `'project_url' is not this project's API URL (${target.apiUrl}), so the schedule calls another project; update it to ${target.apiUrl}`,
      )
    } else if (row.name === 'service_role_key' && row.supabase_key) {
      faults.push(
        `'service_role_key' holds a new-style API key (sb_…), which the worker refuses on every run; store the dedicated worker secret (DELIVER_NOTIFICATIONS_SECRET) instead`,
      )
    } else if (
      row.name !== 'service_role_key' &&
      row.name !== 'project_url' &&
      (row.supabase_key || row.jwt)
    ) {
      faults.push(
        `'${row.name}' holds a Supabase API key; no Supabase key belongs in Vault: generate a random secret (\`openssl rand -hex 32\`), store it here and as the function secret of the same purpose`,
      )
    }
  }
  const names = [...needed.keys()].map((name) => `'${name}'`).join(', ')
  if (faults.length > 0) return fail(`Vault: ${faults.join('; ')}.`)
  return pass(`Vault: the secrets the schedule reads exist (${names}; values not shown).`)
}

const EVERY_MINUTE = /^\s*(\*\s+\*\s+\*\s+\*\s+\*|([1-9]|[1-5][0-9])\s+seconds?)\s*$/
const STALE_AFTER_MS = 5 * 60_000

export async function checkCronJobs(
  client: pg.Client,
  jobs: ScheduledJob[],
  live: Map<string, LiveJob> | CheckResult,
): Promise<CheckResult[]> {
  if (jobs.length === 0) return [pass('Cron: the migrations schedule no job.')]
  if (isResult(live)) return [live]
  const results: CheckResult[] = []
  for (const job of jobs) {
    const found = live.get(job.name)
    if (!found) {
      results.push(
        fail(
          `Cron: the job '${job.name}' is not scheduled, so ${job.name === 'deliver-notifications' ? 'no failed or unannounced e-mail is ever sent' : 'it never runs'}; re-create it by running its \`cron.schedule('${job.name}', …)\` statement from supabase/migrations/${job.migration} in the SQL editor (\`db push\` does not run an applied migration again).`,
        ),
      )
      continue
    }
    if (!found.active) {
      results.push(
        fail(
          `Cron: the job '${job.name}' is paused (active = false); resume it with \`select cron.alter_job(${found.jobid}, active := true);\``,
        ),
      )
      continue
    }
    const runs = await attempt(
      async () =>
        (
          await client.query<{ status: string; return_message: string | null; start_time: Date }>(
            `select status, return_message, start_time from cron.job_run_details
             where jobid = $1 order by start_time desc nulls last limit 5`,
            [found.jobid],
          )
        ).rows,
      (error) => fail(`Cron: the runs of '${job.name}' cannot be read (${error}).`),
    )
    if (isResult(runs)) {
      results.push(runs)
      continue
    }
    const schedule = `'${job.name}' is scheduled (${found.schedule})`
    const latest = runs[0]
    if (!latest) {
      results.push(
        warn(
          `Cron: ${schedule} but has no recorded run yet; run this check again after its next run.`,
        ),
      )
      continue
    }
    const age = Date.now() - new Date(latest.start_time).getTime()
    if (latest.status === 'failed') {
      results.push(
        fail(
          `Cron: ${schedule} but its last run failed ${humanDuration(age)} ago: ${shortError(latest.return_message ?? 'no message')}${/null value|url/i.test(latest.return_message ?? '') ? ' (a Vault secret it reads is probably missing: see the Vault line)' : ''}.`,
        ),
      )
      continue
    }
    if (EVERY_MINUTE.test(found.schedule) && age > STALE_AFTER_MS) {
      results.push(
        fail(
          `Cron: ${schedule} but has not run for ${humanDuration(age)}: pg_cron's scheduler is not running; on hosted Supabase restart the project (Settings → General → Restart project), locally restart \`npm start\`.`,
        ),
      )
      continue
    }
    const earlierFailures = runs.filter((run) => run.status === 'failed').length
    results.push(
      pass(
        `Cron: ${schedule} and its last ${plural(runs.length, 'run')} ${earlierFailures ? `ended with a success (${earlierFailures} earlier failed)` : 'succeeded'}, the latest ${humanDuration(age)} ago.`,
      ),
    )
  }
  return results
}

/** pg_net keeps responses 6 hours; the newest decide, an older failure fixed since is reported. */
export async function checkNetResponses(client: pg.Client): Promise<CheckResult> {
  const rows = await attempt(
    async () =>
      (
        await client.query<{
          status_code: number | null
          error_msg: string | null
          timed_out: boolean | null
          content: string | null
          created: Date
        }>(
          `select status_code, error_msg, timed_out, left(content, 200) as content, created
           from net._http_response order by created desc, id desc limit 5`,
        )
      ).rows,
    (error) =>
      fail(
        `pg_net: net._http_response cannot be read (${error}); enable the pg_net extension (Dashboard → Database → Extensions).`,
      ),
  )
  if (isResult(rows)) return rows
  if (rows.length === 0) {
    return warn(
      'pg_net: no HTTP response in the last 6 hours (pg_net keeps them that long); the scheduled worker call has not run yet.',
    )
  }
  const ok = (row: (typeof rows)[number]) =>
    row.status_code !== null && row.status_code >= 200 && row.status_code < 300
  const latest = rows[0]!
  const age = humanDuration(Date.now() - new Date(latest.created).getTime())
  if (!ok(latest)) {
    const failures = rows.filter((row) => !ok(row)).length
    const what =
      latest.status_code === null
        ? `no answer (${latest.timed_out ? 'timed out' : shortError(latest.error_msg ?? 'error')})`
        : `HTTP ${latest.status_code}${latest.content ? ` ${shortError(latest.content, 100)}` : ''}`
    const fix =
      latest.status_code === 401 || latest.status_code === 403
        ? "the worker refused the credential the schedule sends from Vault: make Vault's secret equal the function secret the worker checks (DELIVER_NOTIFICATIONS_SECRET)"
        : latest.status_code === 404
          ? 'the worker is not deployed: `supabase functions deploy deliver-notifications`'
          : latest.status_code === null
            ? "the function did not answer: check Vault's 'project_url' and the function's logs (Dashboard → Edge Functions)"
            : 'read the function’s logs (Dashboard → Edge Functions → deliver-notifications)'
    return fail(
      `pg_net: the latest response (${age} ago) was ${what}, ${failures} of the last ${rows.length} failed; ${fix}.`,
    )
  }
  const earlier = rows.filter((row) => !ok(row)).length
  return pass(
    `pg_net: the latest response was HTTP ${latest.status_code} (${age} ago)${earlier ? `; ${earlier} of the last ${rows.length} failed before it` : `, and the last ${plural(rows.length, 'response')} were all 2xx`}.`,
  )
}

/** A pending e-mail older than this means the worker is not sending (it runs every minute). */
const PENDING_TOO_OLD_MS = 15 * 60_000

export async function checkDeliveryBacklog(client: pg.Client): Promise<CheckResult> {
  const row = await attempt(
    async () =>
      (
        await client.query<{
          pending: string
          failed: string
          oldest_pending: Date | null
          latest_error: string | null
        }>(
          `select
             count(*) filter (where state in ('pending', 'sending')) as pending,
             count(*) filter (where state = 'failed') as failed,
             min(created_at) filter (where state in ('pending', 'sending')) as oldest_pending,
             (select last_error from public.notification_deliveries
               where state = 'failed' or (state = 'pending' and attempts > 0)
               order by updated_at desc limit 1) as latest_error
           from public.notification_deliveries`,
        )
      ).rows[0]!,
    (error) =>
      fail(
        `Delivery backlog: public.notification_deliveries cannot be read (${error}); are the migrations applied?`,
      ),
  )
  if (isResult(row)) return row
  const pending = Number(row.pending)
  const failed = Number(row.failed)
  const oldest = row.oldest_pending ? Date.now() - new Date(row.oldest_pending).getTime() : 0
  const counts = `${plural(pending, 'e-mail')} pending, ${failed} failed`
  const reason = row.latest_error ? ` (latest error: ${shortError(row.latest_error, 120)})` : ''
  if (failed > 0) {
    return fail(
      `Delivery backlog: ${counts}: ${failed === 1 ? 'one e-mail was' : `${failed} e-mails were`} given up after 24 hours of retries${reason}; fix the mail settings (RESEND_API_KEY, MAIL_FROM, NOTIFY_TO), then use "Send again" on each record in the desk.`,
    )
  }
  if (pending > 0 && oldest > PENDING_TOO_OLD_MS) {
    return fail(
      `Delivery backlog: ${counts}, the oldest waiting ${humanDuration(oldest)}${reason}: the worker is not sending; see the Cron, pg_net and Functions lines.`,
    )
  }
  return pass(
    `Delivery backlog: ${counts}${pending ? `, the oldest ${humanDuration(oldest)} old` : ''}.`,
  )
}

export async function runDatabaseChecks(
  client: pg.Client,
  target: LaunchTarget,
): Promise<CheckResult[]> {
  const jobs = scheduledJobs(projectMigrations(target.migrationsDir))
  const live = await liveJobs(client)
  return [
    await checkMigrations(client, target),
    await checkVaultSecrets(client, target, jobs, live),
    ...(await checkCronJobs(client, jobs, live)),
    await checkNetResponses(client),
    await checkDeliveryBacklog(client),
  ]
}
