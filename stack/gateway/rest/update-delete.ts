/** PATCH and DELETE on a table: filtered by the query, one transaction, PostgREST's answer. */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import type { RestContext } from './context'
import { invalidBody, notImplemented } from './errors'
import { checkAffected, runOne, transaction } from './execute'
import { findTable, isSchemaMiss } from './plan'
import type { Media, Preferences, QueryParams } from './query-params'
import { isPlainObject, parseJson } from './request'
import { contentRange, mutationReply, mutationShape, singular, type Reply } from './respond'
import { buildDelete, buildUpdate, validateBodyColumns } from './sql'

export async function updateOrDelete(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
  name: string,
  query: QueryParams,
  prefer: Preferences,
  media: Media,
  verb: 'update' | 'delete',
): Promise<Reply> {
  const { shape } = media
  const format = mutationShape(media, prefer)
  if (query.limit !== null || query.offset !== null) {
    throw notImplemented(
      'limit/offset on UPDATE and DELETE are not supported by the local stack; filter by a key instead.',
    )
  }
  let columns: string[] = []
  let json = '{}'
  if (verb === 'update') {
    const payload = parseJson(ctx, true)
    if (!isPlainObject(payload)) {
      throw invalidBody('Empty or invalid json', 'The body of an update must be a JSON object.')
    }
    columns = query.columns ?? Object.keys(payload)
    json = ctx.body.toString('utf8')
  }
  const statement = await rest.cache.use((catalog) => {
    const table = findTable(catalog, name)
    const returning = format === 'none' ? null : query.select
    if (verb === 'delete')
      return buildDelete({ table, conditions: query.conditions, returning, format })
    validateBodyColumns(table, columns)
    if (columns.length === 0) return null
    return buildUpdate({ table, columns, json, conditions: query.conditions, returning, format })
  }, isSchemaMiss)
  const { count, body } = await transaction(rest, req, ctx, false, async (client) => {
    if (!statement) return { count: 0, body: format === 'none' ? null : '[]' }
    let affected: number
    let body: string | null = null
    if (format === 'none') {
      affected = (await client.query(statement.text, statement.values)).rowCount ?? 0
    } else {
      const row = await runOne(client, statement)
      affected = row.n
      body = row.body
    }
    if (shape === 'object' && affected !== 1) throw singular(affected)
    checkAffected(prefer, affected)
    return { count: affected, body }
  })
  const range = contentRange(0, count, prefer.count !== null ? count : null)
  const status = format === 'none' ? 204 : 200
  return mutationReply(status, body, prefer, media, range)
}
