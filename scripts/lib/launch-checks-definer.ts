/**
 * `launch:check`: what the hosted dashboard's Advisor shows beyond the CLI's lints. The pinned CLI's
 * `db advisors` (launch-checks-cli.ts) lacks splinter's 0028/0029, so this line runs their SQL
 * itself (definer-lints.ts): a SECURITY DEFINER function in an exposed schema that `anon` or
 * `authenticated` may execute is a WARN on the dashboard, and a ✗ here.
 */
import type pg from 'pg'
import { definerLintFindings, exposedSchemas } from './definer-lints'
import { fail, pass, plural, shortError, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

export async function checkDefinerLints(
  client: pg.ClientBase,
  target: LaunchTarget,
): Promise<CheckResult> {
  const schemas = exposedSchemas(target.repoRoot)
  let findings
  try {
    findings = await definerLintFindings(client, schemas)
  } catch (error) {
    return fail(
      `Advisor (dashboard lints 0028/0029): the query could not run (${shortError(error)}); run scripts/lib/splinter/*.sql by hand to see why.`,
    )
  }
  if (findings.length === 0) {
    return pass(
      `Advisor (dashboard lints 0028/0029, splinter's SQL): no SECURITY DEFINER function in ${schemas} is executable by anon or authenticated.`,
    )
  }
  const listed = findings
    .slice(0, 6)
    .map(
      (finding) =>
        `${finding.metadata.schema}.${finding.metadata.name}(${finding.metadata.arguments}) by ${finding.name.startsWith('anon') ? 'anon' : 'authenticated'}`,
    )
    .join('; ')
  const more = findings.length > 6 ? `; and ${findings.length - 6} more` : ''
  return fail(
    `Advisor (dashboard lints 0028/0029): ${plural(findings.length, 'WARN')} the dashboard shows and the CLI does not: ${listed}${more}. Move each function to the private schema behind a SECURITY INVOKER wrapper (as the baseline writes each one: supabase/migrations/20251101000000_platform.sql says how) or revoke EXECUTE, in a new migration (read docs/advisor.md).`,
  )
}
