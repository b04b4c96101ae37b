/**
 * The launch checks that read the project's database as the `postgres` role (hosted: through the
 * session pooler): the Vault secrets the schedule reads, the cron jobs and their last runs,
 * pg_net's last responses, and the delivery backlog (launch-checks-backlog.ts); migrations and
 * the Advisor are the CLI's (launch-checks-cli.ts). Secret values
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
import { checkDeliveryBacklog } from './launch-checks-backlog'
import { attempt, isResult } from './launch-check-query'

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
      'pg_net: no HTTP response in the last 6 hours (pg_net keeps them that long); the scheduled worker call has not run yet: run this check again a minute after the Cron line shows a run.',
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
          ? 'the worker is not deployed: `npx supabase functions deploy deliver-notifications`'
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

export async function runDatabaseChecks(
  client: pg.Client,
  target: LaunchTarget,
): Promise<CheckResult[]> {
  const jobs = scheduledJobs(projectMigrations(target.migrationsDir))
  const live = await liveJobs(client)
  return [
    await checkVaultSecrets(client, target, jobs, live),
    ...(await checkCronJobs(client, jobs, live)),
    await checkNetResponses(client),
    await checkDeliveryBacklog(client),
  ]
}
