/**
 * `/rest/v1/*`: the PostgREST subset supabase-js uses, served from PostgreSQL as PostgREST
 * serves it. Each request is one transaction under the caller's role with the request GUCs set,
 * so grants and row-level security make every access decision; this code only translates.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Pool, PoolClient } from 'pg'
import type { RequestContext, ServiceHandler } from '../types'
import type { Catalog, FunctionInfo, TableInfo } from './catalog'
import { createCatalogCache, SCHEMA } from './catalog'
import { invalidBody, notImplemented, RestError, toRestError } from './errors'
import { refuseDeepJson } from './json-body'
import { REST_MAX_BODY_BYTES } from './limits'
import type { Media, Preferences, QueryParams, ResponseShape } from './query-params'
import {
  negotiateMedia,
  parsePrefer,
  parseQueryParams,
  parseRangeHeader,
  resolveRange,
} from './query-params'
import type { BodyFormat, ReadOptions, ResultRow, Statement } from './sql'
import {
  buildCountExplain,
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  INSERTED_SQL,
  qualifiedName,
  tableSource,
  validateBodyColumns,
} from './sql'

export interface RestHandlerOptions {
  pool: Pool
  /** PostgREST's db-max-rows (Supabase's `max_rows`): the largest page a read returns. */
  maxRows?: number
}

/** Raw request bodies above this are refused before parsing; the database judges values. */
export const MAX_BODY_BYTES = REST_MAX_BODY_BYTES

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

const JSON_TYPE = 'application/json; charset=utf-8'
const CONTENT_TYPES: Record<ResponseShape, string> = {
  array: JSON_TYPE,
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
}

/** The response type, with `;nulls=stripped` where the client asked for it (MediaType.hs). */
function contentType(media: Media): string {
  if (!media.stripNulls) return CONTENT_TYPES[media.shape]
  return `application/vnd.pgrst.${media.shape}+json;nulls=stripped; charset=utf-8`
}

function jsonFormat(media: Media): BodyFormat {
  return media.stripNulls ? 'json-stripped' : 'json'
}

interface Reply {
  status: number
  headers: Record<string, string>
  body?: string
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

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

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*'
  return `${range}/${total ?? '*'}`
}

/** `[a, b]` text from json_agg → the text of its only element. */
function onlyElement(arrayText: string): string {
  return arrayText.trim().slice(1, -1).trim()
}

function joinArrays(parts: string[]): string {
  const inner = parts.map(onlyElement).filter((part) => part !== '')
  return `[${inner.join(', ')}]`
}

function singular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

function similarity(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let previous = dp[0]!
    dp[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = dp[j]!
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return 1 - dp[b.length]! / Math.max(a.length, b.length, 1)
}

function closest(name: string, candidates: Iterable<string>, minScore = 0.6): string | null {
  let best: string | null = null
  let score = minScore
  for (const candidate of candidates) {
    const s = similarity(name, candidate)
    if (s > score) {
      best = candidate
      score = s
    }
  }
  return best
}

/** How a POST to /rpc carries its arguments, from its Content-Type (PostgREST's MediaType). */
type BodyType = 'json' | 'text' | 'xml' | 'bytea'

const RAW_BODY_TYPES: Record<string, BodyType> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
}

/** The parameter types a single unnamed parameter may have, per body type (Plan.hs findProc). */
const UNNAMED_TYPES: Record<BodyType, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
}

function mediaTypeOf(req: IncomingMessage): string {
  return (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function rpcBodyType(req: IncomingMessage): BodyType {
  return RAW_BODY_TYPES[mediaTypeOf(req)] ?? 'json'
}

/** 404 PGRST202 worded as PostgREST's `NoRpc` (Error.hs), with its "Perhaps you meant" hint. */
function noFunction(
  catalog: Catalog,
  name: string,
  keys: string[],
  isPost: boolean,
  bodyType: BodyType,
): RestError {
  const fn = `${SCHEMA}.${name}`
  const onlySingle = isPost && bodyType !== 'json'
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  const searched = !isPost
    ? withParams
    : bodyType === 'json'
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : ` with a single unnamed ${bodyType} parameter`
  let hint: string | null = null
  if (!onlySingle) {
    const overloads = catalog.functions.get(name) ?? []
    const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`
    const suggestion =
      overloads.length === 0
        ? closest(name, catalog.functions.keys(), 0.75)
        : (() => {
            const match = closest(
              paramList(keys),
              overloads.map((o) => paramList(o.params.map((p) => p.name))),
              0.33,
            )
            return match ? `${name}${match}` : null
          })()
    if (suggestion) hint = `Perhaps you meant to call the function ${SCHEMA}.${suggestion}`
  }
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${onlySingle ? '' : listed} in the schema cache`,
    `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`,
    hint,
  )
}

function findTable(catalog: Catalog, name: string): TableInfo {
  const table = catalog.tables.get(name)
  if (table) return table
  const suggestion = closest(name, catalog.tables.keys())
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${SCHEMA}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${SCHEMA}.${suggestion}'` : null,
  )
}

function isSchemaMiss(error: unknown): boolean {
  return (
    error instanceof RestError && ['PGRST205', 'PGRST202', 'PGRST204', '42703'].includes(error.code)
  )
}

function parseJson(ctx: RequestContext, required: boolean): unknown {
  refuseDeepJson(ctx.body)
  const text = ctx.body.toString('utf8')
  if (text.trim() === '') {
    if (required) throw invalidBody('Empty or invalid json')
    return undefined
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw invalidBody('Empty or invalid json', error instanceof Error ? error.message : null)
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Body types PostgREST reads that the local stack does not: a uniform 501, not a 415. */
const UNSUPPORTED_BODY_TYPES = new Set(['text/csv', 'application/x-www-form-urlencoded'])

function checkContentType(req: IncomingMessage, ctx: RequestContext, isRpc: boolean): void {
  if (ctx.body.length === 0) return
  const type = mediaTypeOf(req)
  if (type === '' || type === 'application/json' || type.startsWith('application/vnd.pgrst')) return
  if (isRpc && type in RAW_BODY_TYPES) return
  if (UNSUPPORTED_BODY_TYPES.has(type) || (!isRpc && type in RAW_BODY_TYPES)) {
    throw notImplemented(
      `Request bodies of type ${type} are not read by the local stack; send application/json.`,
    )
  }
  throw new RestError(
    415,
    'PGRST107',
    `Content-Type not acceptable: ${type}`,
    'The local stack accepts JSON bodies only.',
  )
}

function checkProfile(req: IncomingMessage, method: string): void {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'
  const profile = header(req, name)
  if (profile !== undefined && profile.trim() !== SCHEMA) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${SCHEMA}`,
    )
  }
}

export function createRestHandler(options: RestHandlerOptions): ServiceHandler {
  const { pool } = options
  const maxRows = options.maxRows ?? 1000
  const cache = createCatalogCache(pool)

  async function transaction<T>(
    req: IncomingMessage,
    ctx: RequestContext,
    readOnly: boolean,
    work: (client: PoolClient) => Promise<T>,
  ): Promise<T> {
    let client: PoolClient
    try {
      client = await pool.connect()
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

  async function plannedRows(client: PoolClient, explain: Statement): Promise<number | null> {
    const result = await client.query<{ 'QUERY PLAN': unknown }>(explain.text, explain.values)
    const plan = result.rows[0]?.['QUERY PLAN'] as
      [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined
    const rows = plan?.[0]?.Plan?.['Plan Rows']
    return typeof rows === 'number' ? Math.round(rows) : null
  }

  async function runOne(client: PoolClient, statement: Statement): Promise<ResultRow> {
    const result = await client.query<ResultRow>(statement.text, statement.values)
    const row = result.rows[0]
    if (!row) throw new RestError(500, 'PGRSTX00', 'The query returned no result row')
    return row
  }

  function checkAffected(prefer: Preferences, rows: number): void {
    if (prefer.strict && prefer.maxAffected !== null && rows > prefer.maxAffected) {
      throw new RestError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${rows} rows`,
      )
    }
  }

  async function read(
    req: IncomingMessage,
    ctx: RequestContext,
    name: string,
    query: QueryParams,
    prefer: Preferences,
    media: Media,
  ): Promise<Reply> {
    const { shape } = media
    const head = req.method === 'HEAD'
    const range = resolveRange(query, parseRangeHeader(header(req, 'range')), maxRows)
    const format: BodyFormat = head ? 'none' : shape === 'csv' ? 'csv' : jsonFormat(media)
    const { statement, explain } = await cache.use((catalog) => {
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
    const row = await transaction(req, ctx, true, async (client) => {
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

  function pageReply(row: ResultRow, offset: number, media: Media, head: boolean): Reply {
    const { shape } = media
    const total = row.total === null ? null : Number(row.total)
    if (total !== null && offset > total) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      )
    }
    if (shape === 'object' && row.n !== 1) throw singular(row.n)
    const status = total !== null && row.n < total ? 206 : 200
    const headers = {
      'Content-Type': contentType(media),
      'Content-Range': contentRange(offset, row.n, total),
    }
    if (head) return { status, headers }
    return { status, headers, body: shape === 'object' ? onlyElement(row.body) : row.body }
  }

  function mutationShape(media: Media, prefer: Preferences): BodyFormat {
    if (prefer.return !== 'representation') return 'none'
    if (media.shape === 'csv')
      throw new RestError(
        406,
        'PGRST107',
        'None of these media types are available: text/csv',
        'CSV is only served for reads by the local stack.',
      )
    return jsonFormat(media)
  }

  function mutationReply(
    status: number,
    body: string | null,
    prefer: Preferences,
    media: Media,
    range: string,
    isInsert = false,
  ): Reply {
    const { shape } = media
    const headers: Record<string, string> = { 'Content-Range': range }
    if (prefer.return === 'representation' && body !== null) {
      headers['Content-Type'] = contentType(media)
      return { status, headers, body: shape === 'object' ? onlyElement(body) : body }
    }
    // An insert keeps its 201 (or an update-only upsert's 200) without a body; the rest say 204.
    return { status: isInsert ? status : 204, headers }
  }

  async function insert(
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
    const runs: { columns: string[]; json: string }[] = []
    if (rows.length > 0) {
      if (!prefer.missingDefault) {
        runs.push({ columns: selected, json: Array.isArray(payload) ? rawText : `[${rawText}]` })
      } else {
        // Missing keys take the column default: consecutive rows with the same keys share an INSERT.
        const groups: { columns: string[]; rows: Record<string, unknown>[] }[] = []
        for (const row of rows) {
          const present = selected.filter((column) => Object.hasOwn(row, column))
          const last = groups.at(-1)
          if (last && last.columns.join('\u0000') === present.join('\u0000')) last.rows.push(row)
          else groups.push({ columns: present, rows: [row] })
        }
        for (const group of groups)
          runs.push({ columns: group.columns, json: JSON.stringify(group.rows) })
      }
    }
    const statements = await cache.use((catalog) => {
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
      })
    }, isSchemaMiss)
    const merge = prefer.resolution === 'merge-duplicates'
    const { count, inserted, body } = await transaction(req, ctx, false, async (client) => {
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

  async function updateOrDelete(
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
    const statement = await cache.use((catalog) => {
      const table = findTable(catalog, name)
      const returning = format === 'none' ? null : query.select
      if (verb === 'delete')
        return buildDelete({ table, conditions: query.conditions, returning, format })
      validateBodyColumns(table, columns)
      if (columns.length === 0) return null
      return buildUpdate({ table, columns, json, conditions: query.conditions, returning, format })
    }, isSchemaMiss)
    const { count, body } = await transaction(req, ctx, false, async (client) => {
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

  /**
   * PostgREST's `findProc` (Plan.hs): overloads whose parameters the argument keys match, else
   * the one function whose single unnamed parameter takes the whole body (json/jsonb for JSON,
   * text for text/plain, xml for text/xml, bytea for application/octet-stream).
   */
  function chooseFunction(
    catalog: Catalog,
    name: string,
    keys: string[],
    isPost: boolean,
    bodyType: BodyType,
  ): FunctionInfo {
    const overloads = catalog.functions.get(name) ?? []
    const keySet = new Set(keys)
    const rawBody = bodyType !== 'json'
    const matchesParams = (fn: FunctionInfo): boolean => {
      if (fn.params.length === 0) return keySet.size === 0 && !(isPost && rawBody)
      const required = fn.params.slice(0, fn.params.length - fn.defaults).map((p) => p.name)
      const optional = new Set(fn.params.slice(fn.params.length - fn.defaults).map((p) => p.name))
      const rest = [...keySet].filter((key) => !optional.has(key))
      return rest.length === new Set(required).size && required.every((p) => keySet.has(p))
    }
    const unnamedFallback = (fn: FunctionInfo): boolean => {
      const only = fn.params.length === 1 ? fn.params[0]! : null
      return (
        isPost && only !== null && only.name === '' && UNNAMED_TYPES[bodyType].includes(only.type)
      )
    }
    const named = overloads.filter(matchesParams)
    const fallback = overloads.filter((fn) => !matchesParams(fn) && unnamedFallback(fn))
    const ambiguous =
      named.length > 1 ? named : named.length === 0 && fallback.length > 1 ? fallback : null
    if (ambiguous) {
      throw new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${ambiguous
          .map(
            (fn) =>
              `${SCHEMA}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
          )
          .join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      )
    }
    const found = named[0] ?? fallback[0]
    if (found) return found
    throw noFunction(catalog, name, [...keySet].sort(), isPost, bodyType)
  }

  async function rpc(
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
    const { statement, fn, offset } = await cache.use((catalog) => {
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
      const range = resolveRange(query, parseRangeHeader(header(req, 'range')), maxRows)
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
    const row = await transaction(req, ctx, readOnly, async (client) => {
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
  async function handle(req: IncomingMessage, ctx: RequestContext): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase()
    checkProfile(req, method)
    if (ctx.body.length > MAX_BODY_BYTES) {
      // The gateway stops reading at this limit already; this guards other callers (the harness).
      throw new RestError(
        413,
        'PGRST413',
        'Payload Too Large',
        `The request body is larger than the limit of ${MAX_BODY_BYTES} bytes.`,
      )
    }
    if (method === 'POST' || method === 'PATCH')
      checkContentType(req, ctx, /^\/*rpc\//.test(ctx.path))
    let path: string
    try {
      path = decodeURIComponent(ctx.path.replace(/^\/+|\/+$/g, ''))
    } catch {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
    }
    const segments = path.split('/')
    const media = negotiateMedia(header(req, 'accept'))
    const prefer = parsePrefer(req.headers.prefer)
    if (path === '') {
      throw notImplemented('The OpenAPI description at /rest/v1/ is not served by the local stack.')
    }
    if (segments.length === 2 && segments[0] === 'rpc' && segments[1]) {
      return rpc(req, ctx, segments[1], prefer, media)
    }
    if (segments.length !== 1)
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
    const name = segments[0]!
    switch (method) {
      case 'GET':
      case 'HEAD':
        return read(req, ctx, name, parseQueryParams(ctx.search), prefer, media)
      case 'POST':
        return insert(req, ctx, name, parseQueryParams(ctx.search), prefer, media)
      case 'PATCH':
        return updateOrDelete(req, ctx, name, parseQueryParams(ctx.search), prefer, media, 'update')
      case 'DELETE':
        return updateOrDelete(req, ctx, name, parseQueryParams(ctx.search), prefer, media, 'delete')
      case 'PUT':
        throw notImplemented(
          'PUT (single-row upsert) is not supported by the local stack; use POST with Prefer: resolution=merge-duplicates.',
        )
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
    }
  }

  function send(res: ServerResponse, method: string | undefined, reply: Reply): void {
    const headers: Record<string, string | number> = { ...reply.headers }
    headers['Content-Length'] = reply.body === undefined ? 0 : Buffer.byteLength(reply.body)
    res.writeHead(reply.status, headers)
    res.end(method === 'HEAD' ? undefined : reply.body)
  }

  return async (req, res, ctx) => {
    let reply: Reply
    try {
      reply = await handle(req, ctx)
    } catch (error) {
      const restError = toRestError(error, ctx.role)
      reply = {
        status: restError.status,
        headers: { ...restError.headers, 'Content-Type': JSON_TYPE },
        body: JSON.stringify(restError.toBody()),
      }
    }
    if (res.headersSent) {
      res.end()
      return
    }
    send(res, req.method, reply)
  }
}
