/**
 * The two lints a hosted project's dashboard runs and the pinned CLI's `db advisors` does not:
 * splinter's 0028 anon_security_definer_function_executable and 0029
 * authenticated_security_definer_function_executable (WARN). The CLI 3.1.0 binary embeds neither
 * name; the dashboard runs current splinter (docs/advisor.md).
 *
 * The SQL is splinter's own, unchanged: scripts/lib/splinter/*.sql are copies of
 * supabase/splinter@55db5b1f28e58d816f7d9136eed87eabcd95868d:lints/0028_…sql and 0029_…sql. Each is
 * a `create view lint."…" as <select>;`; we run the select. The lints read the schemas the API
 * exposes from the `pgrst.db_schemas` setting, as the dashboard sets it; here it is config.toml's
 * `[api] schemas` (what `supabase config push` gives the hosted project).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'
import { readToml } from '../../stack/gateway/config-toml'

const SPLINTER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'splinter')
export const DEFINER_LINT_FILES = [
  '0028_anon_security_definer_function_executable.sql',
  '0029_authenticated_security_definer_function_executable.sql',
]

export interface DefinerLintFinding {
  name: string
  level: string
  detail: string
  remediation: string
  metadata: { schema: string; name: string; arguments: string }
}

/** The `select` of one splinter lint file: the text after `create view … as`, without the `;`. */
export function lintSelect(file: string): string {
  const text = readFileSync(path.join(SPLINTER_DIR, file), 'utf8')
  const start = text.match(/^create view lint\."[^"]+" as\s*$/m)
  if (!start || start.index === undefined) throw new Error(`${file} is not a splinter lint view`)
  return text
    .slice(start.index + start[0].length)
    .trim()
    .replace(/;\s*$/, '')
}

/** config.toml's `[api] schemas` (PostgREST's db-schemas), comma-separated as pgrst reads them. */
export function exposedSchemas(repoRoot: string): string {
  const schemas = readToml(path.join(repoRoot, 'supabase', 'config.toml')).get('api')?.schemas
  return Array.isArray(schemas) ? schemas.map(String).join(', ') : 'public'
}

/**
 * Runs both lints in one transaction that sets `pgrst.db_schemas` for itself only, and rolls back:
 * nothing stays behind, and it is one query on a client other checks may share.
 */
export async function definerLintFindings(
  client: pg.ClientBase,
  schemas: string,
): Promise<DefinerLintFinding[]> {
  const literal = `'${schemas.replaceAll("'", "''")}'`
  const selects = DEFINER_LINT_FILES.map((file) => `(${lintSelect(file)})`).join(' union all ')
  const sql = `begin; select pg_catalog.set_config('pgrst.db_schemas', ${literal}, true);
    select name, level, detail, remediation, metadata from (${selects}) as lints; rollback;`
  try {
    const results = (await client.query(sql)) as unknown as pg.QueryResult<DefinerLintFinding>[]
    return results[2]?.rows ?? []
  } catch (error) {
    // A failed statement leaves the transaction open and aborted; close it for the next query.
    await client.query('rollback').catch(() => {})
    throw error
  }
}
