/** POST on a table: rows (or an upsert) from a JSON body, one transaction, PostgREST's answer. */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import type { RestContext } from './context'
import { invalidBody } from './errors'
import { runOne, transaction } from './execute'
import { findTable, isSchemaMiss } from './plan'
import type { Media, Preferences, QueryParams } from './query-params'
import { isPlainObject, parseJson } from './request'
import { joinArrays, mutationReply, mutationShape, singular, type Reply } from './respond'
import { buildInsert, INSERTED_SQL, validateBodyColumns } from './sql'

/** The INSERT's rows: the whole body, as one array. */
function insertRuns(
  payload: unknown,
  rows: Record<string, unknown>[],
  rawText: string,
  selected: string[],
): { columns: string[]; json: string }[] {
  if (rows.length === 0) return []
  return [{ columns: selected, json: Array.isArray(payload) ? rawText : `[${rawText}]` }]
}

export async function insert(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
  name: string,
  query: QueryParams,
  prefer: Preferences,
  media: Media,
): Promise<Reply> {
  const { shape } = media
  const format = mutationShape(media, prefer)
  const rawText = ctx.body.toString('utf8')
  const payload = parseJson(ctx, true)
  const rows = Array.isArray(payload) ? payload : [payload]
  if (!rows.every(isPlainObject)) {
    throw invalidBody(
      'Empty or invalid json',
      'The body must be a JSON object or an array of objects.',
    )
  }
  let columns = query.columns
  if (!columns) {
    const first = Object.keys(rows[0] ?? {})
    const signature = [...first].sort().join('\u0000')
    if (!rows.every((row) => Object.keys(row).sort().join('\u0000') === signature)) {
      throw invalidBody('All object keys must match')
    }
    columns = first
  }
  const selected = columns
  const runs = insertRuns(payload, rows, rawText, selected)
  const statements = await rest.cache.use((catalog) => {
    const table = findTable(catalog, name)
    validateBodyColumns(table, selected)
    return buildInsert({
      table,
      runs,
      onConflict: prefer.resolution
        ? {
            columns: query.onConflict ?? table.primaryKey,
            action: prefer.resolution === 'merge-duplicates' ? 'merge' : 'ignore',
          }
        : null,
      returning: format === 'none' ? null : query.select,
      format,
      missingDefault: prefer.missingDefault,
    })
  }, isSchemaMiss)
  const merge = prefer.resolution === 'merge-duplicates'
  const { count, inserted, body } = await transaction(rest, req, ctx, false, async (client) => {
    let affected = 0
    const bodies: string[] = []
    for (const statement of statements) {
      if (format === 'none') {
        const result = await client.query(statement.text, statement.values)
        affected += result.rowCount ?? 0
      } else {
        const row = await runOne(client, statement)
        affected += row.n
        bodies.push(row.body)
      }
    }
    if (shape === 'object' && affected !== 1) throw singular(affected)
    let inserted = affected
    if (merge && statements.length > 0) {
      const result = await client.query<{ inserted: number }>(INSERTED_SQL)
      inserted = result.rows[0]?.inserted ?? affected
    }
    return { count: affected, inserted, body: format === 'none' ? null : joinArrays(bodies) }
  })
  const range = `*/${prefer.count !== null ? count : '*'}`
  // PostgREST (Response.hs): an upsert that inserted nothing, only updated, answers 200.
  const status = merge && inserted <= 0 ? 200 : 201
  return mutationReply(status, body, prefer, media, range, true)
}
