/** GET and HEAD on a table or view: plan the SELECT, run it read-only, answer a page. */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import type { RestContext } from './context'
import { plannedRows, runOne, transaction } from './execute'
import { findTable, isSchemaMiss } from './plan'
import type { Media, Preferences, QueryParams } from './query-params'
import { parseRangeHeader, resolveRange } from './query-params'
import { header } from './request'
import { jsonFormat, pageReply, type Reply } from './respond'
import type { BodyFormat, ReadOptions } from './sql'
import { buildCountExplain, buildRead, qualifiedName, tableSource } from './sql'

export async function read(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
  name: string,
  query: QueryParams,
  prefer: Preferences,
  media: Media,
): Promise<Reply> {
  const { maxRows } = rest
  const { shape } = media
  const head = req.method === 'HEAD'
  const range = resolveRange(query, parseRangeHeader(header(req, 'range')), maxRows)
  const format: BodyFormat = head ? 'none' : shape === 'csv' ? 'csv' : jsonFormat(media)
  const { statement, explain } = await rest.cache.use((catalog) => {
    const table = findTable(catalog, name)
    const options: ReadOptions = {
      source: tableSource(table),
      from: qualifiedName(table.name),
      select: query.select,
      conditions: query.conditions,
      order: query.order,
      offset: range.offset,
      limit: range.limit,
      count: prefer.count === 'exact' || prefer.count === 'estimated',
      countLimit: prefer.count === 'estimated' ? maxRows + 1 : undefined,
      format,
    }
    const planned = prefer.count === 'planned' || prefer.count === 'estimated'
    return { statement: buildRead(options), explain: planned ? buildCountExplain(options) : null }
  }, isSchemaMiss)
  const row = await transaction(rest, req, ctx, true, async (client) => {
    const result = await runOne(client, statement)
    if (!explain) return result
    const estimate = await plannedRows(client, explain)
    if (prefer.count === 'planned') return { ...result, total: estimate }
    // estimated (MainTx.hs): the exact count while it stays within max rows, else the larger
    // of the capped count and the planner's estimate.
    const exact = Number(result.total)
    if (exact <= maxRows || estimate === null) return result
    return { ...result, total: Math.max(exact, estimate) }
  })
  return pageReply(row, range.offset, media, head)
}
