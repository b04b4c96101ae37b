/**
 * `npm run launch:check`: is this Supabase project ready for launch? One line per check (✓ holds,
 * ✗ a fault and its fix, ! worth reading), exit 1 on any ✗. With no options it checks the local
 * stack `npm start` runs; with a hosted project's API URL, key and database URL (flags or
 * environment, `--help`) it checks that project. The checks, in order: migrations and the Advisor
 * (the pinned Supabase CLI's `migration list` and `db advisors`, then splinter's lints 0028/0029,
 * which the dashboard runs and the CLI lacks); the Vault secrets the schedule
 * reads; the cron jobs and their last runs; pg_net's last responses; the delivery backlog
 * (notifications, acknowledgements, desk replies); the site's key; the client address reaching
 * SQL; each function answering (manage-reviewers as the desk calls it, with a reviewer's token,
 * or not at all); the auth settings the API reveals; the site's launch placeholders; the deploy
 * workflow passing every variable config.toml reads.
 *
 * Ready to launch means no ✗ (exit 0). A `!` is not a fault: each says what to read or check by
 * hand (a correct hosted project always prints some, e.g. the auth settings the API cannot show).
 * README's launch runbook ends here.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { localKeys } from '../stack/gateway/keys'
import {
  fail,
  formatResult,
  formatSummary,
  shortError,
  type CheckResult,
} from './lib/launch-check-result'
import { runApiChecks } from './lib/launch-checks-api'
import { runCliChecks } from './lib/launch-checks-cli'
import { runDatabaseChecks } from './lib/launch-checks-database'
import { checkSitePlaceholders } from './lib/launch-checks-site'
import { checkDeployWorkflow, deployWorkflowFiles } from './lib/launch-checks-deploy'
import { checkSitePublishing } from './lib/site-publishing-check'
import { newsImageKind } from '../src/features/site-content/lib/news-image'
import { partnerLogoKind } from '../src/features/site-content/lib/partner-logo'
import { checkSiteImageBucket } from './lib/site-image-bucket-check'
import { describeDatabase, resolveTarget, USAGE, type LaunchTarget } from './lib/launch-target'
import { checkAuditChain } from './lib/audit-chain-check'
import { checkDefinerLints } from './lib/launch-checks-definer'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function databaseChecks(target: LaunchTarget): Promise<CheckResult[]> {
  if (!target.databaseUrl) {
    return [
      fail(
        'Database: no database URL, so migrations, Vault, cron, pg_net and the backlog are not checked; pass the session pooler’s connection string (Dashboard → Connect → Session pooler) as --db-url or LAUNCH_DATABASE_URL.',
      ),
    ]
  }
  const client = new pg.Client({
    connectionString: target.databaseUrl,
    connectionTimeoutMillis: 10_000,
    application_name: 'launch-check',
  })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    const reason = shortError(error)
    const fix =
      target.kind === 'local'
        ? 'is the local stack running (`npm start`)?'
        : /certificate/i.test(reason)
          ? 'download the project’s CA certificate (Database Settings → SSL Configuration) and add `?sslmode=verify-full&sslrootcert=<path to the .crt>` to the URL'
          : 'use the session pooler’s connection string (IPv4; the direct db.<ref>.supabase.co connection is IPv6-only) and the database password.'
    return [
      fail(
        `Database: cannot connect to ${describeDatabase(target.databaseUrl)} (${reason}); ${fix}`,
      ),
    ]
  }
  try {
    // Only reads: nothing this check does may change the project.
    await client.query('set session characteristics as transaction read only')
    const [cli, database] = await Promise.all([
      runCliChecks(target, target.databaseUrl),
      runDatabaseChecks(client, target),
    ])
    const definer = await checkDefinerLints(client, target)
    return [...cli, definer, ...database, await checkAuditChain(client)]
  } finally {
    await client.end().catch(() => {})
  }
}

export async function runLaunchCheck(target: LaunchTarget): Promise<CheckResult[]> {
  const [database, api] = await Promise.all([databaseChecks(target), runApiChecks(target)])
  return [
    ...database,
    ...api,
    ...checkSitePlaceholders(target),
    checkDeployWorkflow(deployWorkflowFiles(target.repoRoot, target.configFile)),
    ...(await checkSitePublishing(target)),
    await checkSiteImageBucket(target, partnerLogoKind),
    await checkSiteImageBucket(target, newsImageKind),
  ]
}

async function main(): Promise<number> {
  let target: LaunchTarget
  try {
    if (process.argv.includes('--help')) {
      console.log(USAGE)
      return 0
    }
    target = resolveTarget(process.argv.slice(2), process.env, REPO_ROOT, localKeys)
  } catch (error) {
    console.error(shortError(error, 400))
    return 2
  }
  console.log(
    `Launch check of ${target.apiUrl} (${target.kind === 'local' ? 'local' : 'hosted'}; read from ${target.source}${target.databaseUrl ? `; database ${describeDatabase(target.databaseUrl)}` : ''})`,
  )
  const results = await runLaunchCheck(target)
  for (const result of results) console.log(formatResult(result))
  console.log(formatSummary(results))
  return results.some((result) => result.status === 'fail') ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main())
}
