/**
 * The launch checks Supabase's own CLI answers (scripts/lib/supabase-cli.ts): whether every
 * migration in supabase/migrations is applied and nothing else is (`supabase migration list`),
 * and what the CLI's own Advisor lints report (`supabase db advisors`). Those are not all the
 * dashboard shows: CLI 3.1.0 embeds splinter's lints only up to 0024, and not the Auth lints
 * (docs/advisor.md); launch-checks-definer.ts runs the two about definer functions itself.
 */
import { fail, pass, plural, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'
import { projectMigrations } from './project-sources'
import { cliComplaint, cliJson, runSupabaseCli } from './supabase-cli'

interface MigrationRow {
  local: string
  remote: string
  time?: string
}

export async function checkMigrations(target: LaunchTarget, databaseUrl: string) {
  const outcome = await runSupabaseCli(target.repoRoot, target.migrationsDir, databaseUrl, [
    'migration',
    'list',
  ])
  const listed = cliJson<{ migrations?: MigrationRow[] }>(outcome)?.migrations
  if (outcome.code !== 0 || !listed) {
    return fail(
      `Migrations: \`npx supabase migration list\` could not read the database's migration history (${cliComplaint(outcome)}); apply the project's migrations with \`npx supabase db push --remote=<database url>\`.`,
    )
  }
  const files = projectMigrations(target.migrationsDir)
  const nameOf = new Map(files.map((file) => [file.version, `${file.version}_${file.name}.sql`]))
  const pending = listed.filter((row) => row.local && !row.remote).map((row) => row.local)
  const unknown = listed.filter((row) => row.remote && !row.local).map((row) => row.remote)
  const push =
    target.kind === 'local'
      ? 'restart `npm start`, which applies them'
      : 'apply them with `npx supabase db push --remote=<database url>`'
  if (pending.length > 0) {
    const names = pending.map((version) => nameOf.get(version) ?? version).join(', ')
    return fail(
      `Migrations: ${plural(pending.length, 'migration')} in supabase/migrations ${pending.length === 1 ? 'is' : 'are'} not applied to the database (${names}); ${push}.`,
    )
  }
  if (unknown.length > 0) {
    return fail(
      `Migrations: the database has ${plural(unknown.length, 'migration')} that supabase/migrations lacks (${unknown.join(', ')}); \`npx supabase db push\` refuses until they match: check out the branch that holds them, or record them as reverted with \`npx supabase migration repair --status reverted <version> --remote=<database url>\` if they were removed on purpose.`,
    )
  }
  const latest = files.at(-1)
  return pass(
    `Migrations: all ${files.length} in supabase/migrations are applied${latest ? ` (latest ${latest.version}_${latest.name})` : ''}, none pending (\`npx supabase migration list\`).`,
  )
}

interface AdvisorFinding {
  name: string
  title?: string
  level: 'ERROR' | 'WARN' | 'INFO'
  detail?: string
  remediation?: string
  metadata?: { name?: string; schema?: string }
}

/**
 * The CLI lints' findings: any ERROR or WARN fails the launch (the dashboard shows the same in
 * red and amber from day one); INFO findings are counted, and README's runbook says why each of
 * them is expected.
 */
export async function checkAdvisors(target: LaunchTarget, databaseUrl: string) {
  const outcome = await runSupabaseCli(target.repoRoot, target.migrationsDir, databaseUrl, [
    'db',
    'advisors',
    '--type',
    'all',
    '--level',
    'info',
    '--fail-on',
    'warn',
  ])
  const findings = cliJson<{ results?: AdvisorFinding[] }>(outcome)?.results
  if (!findings) {
    return fail(
      `Advisor (CLI lints): \`npx supabase db advisors\` gave no answer (${cliComplaint(outcome)}); run it by hand to see why.`,
    )
  }
  const serious = findings.filter(
    (finding) => finding.level === 'ERROR' || finding.level === 'WARN',
  )
  const infos = findings.length - serious.length
  if (serious.length > 0) {
    const listed = serious
      .slice(0, 6)
      .map(
        (finding) =>
          `${finding.level} ${finding.name}${finding.metadata?.name ? ` on ${finding.metadata.schema ? `${finding.metadata.schema}.` : ''}${finding.metadata.name}` : ''}`,
      )
      .join('; ')
    const more = serious.length > 6 ? `; and ${serious.length - 6} more` : ''
    const read = serious[0]?.remediation ? ` (read ${serious[0].remediation})` : ''
    return fail(
      `Advisor (CLI lints): ${plural(serious.length, 'finding')} at ERROR or WARN level: ${listed}${more}${read}; fix each in a new migration, then run \`npx supabase db advisors --remote=<database url> --fail-on warn\` again.`,
    )
  }
  return pass(
    `Advisor (CLI lints): no ERROR or WARN (\`npx supabase db advisors --remote=<database url> --fail-on warn\`)${infos ? `; ${plural(infos, 'INFO finding')}, each expected as README’s “The Advisor after launch” explains` : ''}.`,
  )
}

/** Both CLI checks, side by side (each runs its own CLI process). */
export async function runCliChecks(
  target: LaunchTarget,
  databaseUrl: string,
): Promise<CheckResult[]> {
  return Promise.all([checkMigrations(target, databaseUrl), checkAdvisors(target, databaseUrl)])
}
