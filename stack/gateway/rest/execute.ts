/**
 * Stage 3, running the query (PostgREST's Query.hs / MainTx): one transaction under the caller's
 * role with the request GUCs set, so grants and row-level security make every access decision.
 */
import type { IncomingMessage } from 'node:http'
import type { PoolClient } from 'pg'
import type { RequestContext } from '../types'
import type { RestContext } from './context'
import { RestError } from './errors'
import { header } from './request'
import type { Preferences } from './query-params'
import type { ResultRow, Statement } from './sql'

const STATEMENT_TIMEOUTS: Record<string, string | null> = {
  anon: '3s',
  authenticated: '8s',
  service_role: null,
}

const CONTEXT_SQL =
  `select set_config('search_path', '"public", "extensions"', true), set_config('role', $1, true), ` +
  `set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), ` +
  `set_config('request.path', $4, true), set_config('request.headers', $5, true), ` +
  `set_config('request.cookies', $6, true), ` +
  `set_config('statement_timeout', coalesce($7, current_setting('statement_timeout')), true)`

function lowercasedHeaders(req: IncomingMessage): string {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return JSON.stringify(headers)
}

function cookies(req: IncomingMessage): string {
  const jar: Record<string, string> = {}
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0) jar[part.slice(0, at).trim()] = part.slice(at + 1).trim()
  }
  return JSON.stringify(jar)
}

export async function transaction<T>(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
  readOnly: boolean,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  let client: PoolClient
  try {
    client = await rest.pool.connect()
  } catch (error) {
    throw new RestError(
      503,
      'PGRST000',
      'Database connection error. Retrying the connection.',
      String(error),
    )
  }
  let broken = false
  try {
    await client.query(
      readOnly
        ? 'BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY'
        : 'BEGIN ISOLATION LEVEL READ COMMITTED',
    )
    await client.query(CONTEXT_SQL, [
      ctx.role,
      JSON.stringify({ ...ctx.claims, role: ctx.role }),
      req.method ?? 'GET',
      `/${ctx.path}`,
      lowercasedHeaders(req),
      cookies(req),
      STATEMENT_TIMEOUTS[ctx.role] ?? null,
    ])
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    try {
      await client.query('ROLLBACK')
    } catch {
      broken = true
    }
    throw error
  } finally {
    client.release(broken)
  }
}

/** The planner's row estimate for `Prefer: count=planned|estimated`. */
export async function plannedRows(client: PoolClient, explain: Statement): Promise<number | null> {
  const result = await client.query<{ 'QUERY PLAN': unknown }>(explain.text, explain.values)
  const plan = result.rows[0]?.['QUERY PLAN'] as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined
  const rows = plan?.[0]?.Plan?.['Plan Rows']
  return typeof rows === 'number' ? Math.round(rows) : null
}

export async function runOne(client: PoolClient, statement: Statement): Promise<ResultRow> {
  const result = await client.query<ResultRow>(statement.text, statement.values)
  const row = result.rows[0]
  if (!row) throw new RestError(500, 'PGRSTX00', 'The query returned no result row')
  return row
}

/** `Prefer: handling=strict, max-affected=n`: more rows than allowed undoes the transaction. */
export function checkAffected(prefer: Preferences, rows: number): void {
  if (prefer.strict && prefer.maxAffected !== null && rows > prefer.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    )
  }
}
