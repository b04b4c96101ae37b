/** /rpc/<name>: choose the overload, call it in one transaction, answer a value or a page. */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import type { RestContext } from './context'
import { RestError } from './errors'
import { checkAffected, runOne, transaction } from './execute'
import { chooseFunction, isSchemaMiss } from './plan'
import type { Media, Preferences, QueryParams } from './query-params'
import { parseQueryParams, parseRangeHeader, resolveRange } from './query-params'
import { header, isPlainObject, parseJson, rpcBodyType } from './request'
import {
  contentRange,
  contentType,
  jsonFormat,
  onlyElement,
  pageReply,
  type Reply,
} from './respond'
import type { BodyFormat } from './sql'
import { buildRpc } from './sql'

export async function rpc(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
  name: string,
  prefer: Preferences,
  media: Media,
): Promise<Reply> {
  const { shape } = media
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`)
  }
  const head = method === 'HEAD'
  const format: BodyFormat = head ? 'none' : shape === 'csv' ? 'csv' : jsonFormat(media)
  const bodyType = method === 'POST' ? rpcBodyType(req) : 'json'
  const { statement, fn, offset } = await rest.cache.use((catalog) => {
    const overloads = catalog.functions.get(name) ?? []
    const paramNames = new Set(overloads.flatMap((fn) => fn.params.map((param) => param.name)))
    let query: QueryParams
    let keys: string[]
    let raw: string | Buffer
    if (method === 'POST') {
      query = parseQueryParams(ctx.search)
      if (bodyType === 'json') {
        const payload = parseJson(ctx, false) ?? {}
        keys = isPlainObject(payload) ? Object.keys(payload) : []
        raw = ctx.body.length > 0 ? ctx.body.toString('utf8') : '{}'
      } else {
        keys = []
        raw = bodyType === 'bytea' ? ctx.body : ctx.body.toString('utf8')
      }
    } else {
      query = parseQueryParams(ctx.search, (key) => paramNames.has(key))
      keys = [...query.args.keys()]
      raw = JSON.stringify(Object.fromEntries(query.args))
    }
    const fn = chooseFunction(catalog, name, keys, method === 'POST', bodyType)
    const only = fn.params.length === 1 && fn.params[0]!.name === '' ? fn.params[0]! : null
    if (prefer.strict && prefer.maxAffected !== null && !fn.returnsSet) {
      throw new RestError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      )
    }
    const range = resolveRange(query, parseRangeHeader(header(req, 'range')), rest.maxRows)
    const statement = buildRpc({
      fn,
      args: only
        ? { kind: 'single', type: only.type, value: raw }
        : { kind: 'named', names: keys, json: typeof raw === 'string' ? raw : '{}' },
      select: query.select,
      conditions: query.conditions,
      order: query.order,
      offset: range.offset,
      limit: range.limit,
      count: prefer.count !== null,
      format,
      rowTable: fn.returnKind === 'composite' ? catalog.tables.get(fn.returnType) : undefined,
    })
    return { statement, fn, offset: range.offset }
  }, isSchemaMiss)
  const readOnly = method !== 'POST' || fn.volatility !== 'volatile'
  const row = await transaction(rest, req, ctx, readOnly, async (client) => {
    const result = await runOne(client, statement)
    checkAffected(prefer, result.n)
    return result
  })
  if (fn.returnKind === 'void') return { status: 204, headers: {} }
  if (!fn.returnsSet) {
    // One value or row: PostgREST still sends its range, counted as one row (`pageCountSelectF`).
    const headers = {
      'Content-Type': contentType(media),
      'Content-Range': contentRange(0, 1, prefer.count !== null ? 1 : null),
    }
    if (head) return { status: 200, headers }
    const body = fn.returnKind === 'composite' ? onlyElement(row.body) || 'null' : row.body
    return { status: 200, headers, body }
  }
  return pageReply(row, offset, media, head)
}
