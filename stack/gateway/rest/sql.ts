/**
 * Builds the SQL for one REST request from parsed parameters and the schema cache. Every
 * identifier is checked against the catalog and double-quoted; every value, JSON key and body is
 * a bound parameter ($n). Results come back as PostgreSQL-made JSON text, as PostgREST does, so
 * timestamps, numerics and bigints keep PostgreSQL's own JSON encoding.
 */
import type { ColumnInfo, FunctionInfo, TableInfo } from './catalog'
import { SCHEMA } from './catalog'
import { columnNotFound, notImplemented, RestError, undefinedColumn } from './errors'
import type { Condition, Field, OrderTerm, SelectItem } from './query-params'
import { BINARY_OPERATORS, FTS_OPERATORS } from './query-params'

export class Params {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function ident(name: string): string {
  if (name.includes('\0'))
    throw new RestError(400, 'PGRST100', 'Identifiers cannot contain NUL bytes')
  return `"${name.replace(/"/g, '""')}"`
}

export function qualifiedName(name: string): string {
  return `${ident(SCHEMA)}.${ident(name)}`
}

/** Where column references point: a table, a CTE, or a mutation's RETURNING rows. */
export interface Source {
  /** The name used in error messages (`coach_applications`). */
  label: string
  /** The SQL qualifier for columns (`"public"."t"`, `"_pgrst_m"`). */
  ref: string
  columns: Map<string, ColumnInfo>
  /** Computed fields usable like columns (field name → function name); tables only. */
  computed?: Map<string, string>
  /** The whole-row reference computed fields receive (a table's unqualified name). */
  rowRef?: string
}

export function tableSource(table: TableInfo): Source {
  return {
    label: table.name,
    ref: qualifiedName(table.name),
    columns: table.columns,
    computed: table.computed,
    rowRef: ident(table.name),
  }
}

function columnRef(source: Source, column: string): string {
  if (source.columns.has(column)) return `${source.ref}.${ident(column)}`
  const fn = source.computed?.get(column)
  // The whole row of the table goes to the function, as PostgREST calls computed fields.
  if (fn !== undefined) return `${qualifiedName(fn)}(${source.rowRef ?? source.ref})`
  throw undefinedColumn(source.label, column)
}

export function fieldSql(source: Source, field: Field, params: Params): string {
  let sql = columnRef(source, field.column)
  for (const step of field.path) {
    const key = /^-?\d{1,9}$/.test(step.key)
      ? String(Number(step.key))
      : `${params.add(step.key)}::text`
    sql = `(${sql}${step.arrow}${key})`
  }
  return sql
}

const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  char: 'char',
  int: 'integer',
  integer: 'integer',
  int2: 'smallint',
  smallint: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float8: 'double precision',
  'double precision': 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  date: 'date',
  time: 'time',
  timetz: 'timetz',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
  uuid: 'uuid',
  json: 'json',
  jsonb: 'jsonb',
}

function castSql(cast: string): string {
  const isArray = cast.endsWith('[]')
  const base = CASTS[(isArray ? cast.slice(0, -2) : cast).trim().toLowerCase()]
  if (!base) {
    throw notImplemented(
      `Casting to "${cast}" is not supported by the local stack; it casts to ${Object.keys(CASTS).join(', ')} (and arrays of them).`,
    )
  }
  return isArray ? `${base}[]` : base
}

export function selectListSql(source: Source, items: SelectItem[], params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${source.ref}.*`
      let expr = fieldSql(source, item.field, params)
      if (item.cast) expr = `CAST(${expr} AS ${castSql(item.cast)})`
      const lastKey = item.field.path.at(-1)?.key
      const alias = item.alias ?? lastKey ?? item.field.column
      return `${expr} AS ${ident(alias)}`
    })
    .join(', ')
}

function filterSql(
  source: Source,
  condition: Extract<Condition, { kind: 'filter' }>,
  params: Params,
): string {
  const field = fieldSql(source, condition.field, params)
  const { op, value } = condition
  let sql: string
  if (op === 'is') {
    const target = {
      null: 'NULL',
      not_null: 'NOT NULL',
      true: 'TRUE',
      false: 'FALSE',
      unknown: 'UNKNOWN',
    }[value as 'null']
    sql = `${field} IS ${target}`
  } else if (op === 'in') {
    sql = `${field} = ANY(${params.add(condition.list ?? [])})`
  } else if (op in FTS_OPERATORS) {
    const fn = FTS_OPERATORS[op as keyof typeof FTS_OPERATORS]
    const config = condition.ftsConfig ? `${params.add(condition.ftsConfig)}::regconfig, ` : ''
    sql = `${field} @@ pg_catalog.${fn}(${config}${params.add(value)})`
  } else {
    const operator = BINARY_OPERATORS[op as keyof typeof BINARY_OPERATORS]
    const textual = op === 'like' || op === 'ilike' || op === 'match' || op === 'imatch'
    // Pattern operators compare text; casting lets them work on enums and other text-like types.
    const left = textual ? `(${field})::text` : field
    const right = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value
    sql = condition.quantifier
      ? `${left} ${operator} ${condition.quantifier.toUpperCase()}(${params.add(right)})`
      : `${left} ${operator} ${params.add(right)}`
  }
  return condition.negate ? `NOT (${sql})` : sql
}

export function conditionSql(source: Source, condition: Condition, params: Params): string {
  if (condition.kind === 'filter') return filterSql(source, condition, params)
  const joiner = condition.op === 'and' ? ' AND ' : ' OR '
  const sql = `(${condition.children.map((child) => conditionSql(source, child, params)).join(joiner)})`
  return condition.negate ? `NOT ${sql}` : sql
}

export function whereSql(source: Source, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return ''
  return ` WHERE ${conditions.map((condition) => conditionSql(source, condition, params)).join(' AND ')}`
}

export function orderSql(source: Source, order: OrderTerm[], params: Params): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    let sql = fieldSql(source, term.field, params)
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC'
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST'
    return sql
  })
  return ` ORDER BY ${terms.join(', ')}`
}

/** Columns a result row must carry so `select` can be evaluated over a mutation's RETURNING. */
function returningSql(table: TableInfo, select: SelectItem[]): string {
  if (select.some((item) => item.kind === 'star')) return `${qualifiedName(table.name)}.*`
  const columns = new Set<string>()
  for (const item of select) {
    if (item.kind !== 'field') continue
    // A computed field needs the whole row: every column comes back, in the table's order.
    if (table.computed?.has(item.field.column)) return `${qualifiedName(table.name)}.*`
    if (!table.columns.has(item.field.column)) throw undefinedColumn(table.name, item.field.column)
    columns.add(item.field.column)
  }
  if (columns.size === 0) return '1'
  return [...columns].map(ident).join(', ')
}

/** json-stripped: `Accept: …;nulls=stripped`, json_strip_nulls over the aggregate, as PostgREST. */
export type BodyFormat = 'json' | 'json-stripped' | 'csv' | 'none'

/** The expression that turns the rows of `_pgrst_t` into the response body. */
function bodySql(format: BodyFormat): string {
  if (format === 'none') return `''`
  if (format === 'json') return `coalesce(pg_catalog.json_agg(_pgrst_t), '[]')::text`
  if (format === 'json-stripped')
    return `coalesce(pg_catalog.json_strip_nulls(pg_catalog.json_agg(_pgrst_t)), '[]')::text`
  // CSV as PostgREST makes it: a header from the first row's keys, then each record's text form
  // without its parentheses (record output already quotes values that need it).
  return `coalesce((select pg_catalog.string_agg(pg_catalog.quote_ident(k), ',') from pg_catalog.json_object_keys(pg_catalog.json_agg(_pgrst_t)->0) k), '') || chr(10) || coalesce(pg_catalog.string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), chr(10)), '')`
}

export interface Statement {
  text: string
  values: unknown[]
}

/** Rows returned by read and representation statements. */
export interface ResultRow {
  total: string | number | null
  n: number
  body: string
}

export interface ReadOptions {
  source: Source
  /** The FROM item (a table name, or a CTE name when `withSql` defines it). */
  from: string
  withSql?: string
  select: SelectItem[]
  conditions: Condition[]
  order: OrderTerm[]
  offset: number
  limit: number
  count: boolean
  /** With count: count at most this many rows (PostgREST's `count=estimated` first step). */
  countLimit?: number
  format: BodyFormat
}

/**
 * The planner's row estimate for a read, as PostgREST takes it for `count=planned` and
 * `count=estimated`: the top plan's "Plan Rows" of `EXPLAIN (FORMAT JSON) SELECT 1 …`.
 */
export function buildCountExplain(options: ReadOptions): Statement {
  const params = new Params()
  const where = whereSql(options.source, options.conditions, params)
  return {
    text: `EXPLAIN (FORMAT JSON) ${options.withSql ?? ''}SELECT 1 FROM ${options.from}${where}`,
    values: params.values,
  }
}

export function buildRead(options: ReadOptions, params = new Params()): Statement {
  const { source, from } = options
  const selectList = selectListSql(source, options.select, params)
  const where = whereSql(source, options.conditions, params)
  const order = orderSql(source, options.order, params)
  const inner = `SELECT ${selectList} FROM ${from}${where}${order} LIMIT ${options.limit} OFFSET ${options.offset}`
  const counted =
    options.countLimit === undefined
      ? `SELECT 1 FROM ${from}${where}`
      : `SELECT 1 FROM ${from}${where} LIMIT ${options.countLimit}`
  const total = options.count
    ? `(SELECT pg_catalog.count(*) FROM (${counted}) _pgrst_c)`
    : 'NULL::bigint'
  const text =
    `${options.withSql ?? ''}SELECT ${total} AS total, pg_catalog.count(_pgrst_t)::int AS n, ` +
    `${bodySql(options.format)} AS body FROM (${inner}) _pgrst_t`
  return { text, values: params.values }
}

/** Wraps a mutation so its RETURNING rows come back as JSON, shaped by `select`. */
/** A CTE's row as a value of the table's row type, for computed fields (columns in table order). */
function wholeRow(ref: string, table: string): string {
  return `(ROW(${ref}.*)::${qualifiedName(table)})`
}

function representation(
  table: TableInfo,
  mutation: string,
  select: SelectItem[],
  params: Params,
  format: BodyFormat,
): string {
  const source: Source = {
    label: table.name,
    ref: '"_pgrst_m"',
    columns: table.columns,
    computed: table.computed,
    rowRef: wholeRow('"_pgrst_m"', table.name),
  }
  const selectList = selectListSql(source, select, params)
  return (
    `WITH _pgrst_m AS (${mutation} RETURNING ${returningSql(table, select)}) ` +
    `SELECT NULL::bigint AS total, pg_catalog.count(_pgrst_t)::int AS n, ${bodySql(format)} AS body ` +
    `FROM (SELECT ${selectList} FROM _pgrst_m) _pgrst_t`
  )
}

export interface InsertOptions {
  table: TableInfo
  /** The body's rows (a JSON array) and the columns written; each run becomes one INSERT. */
  runs: { columns: string[]; json: string }[]
  /** `Prefer: missing=default`: a key a row lacks takes the column's default, not NULL. */
  missingDefault?: boolean
  onConflict: { columns: string[]; action: 'merge' | 'ignore' } | null
  /** null: return=minimal (no RETURNING, so no SELECT privilege is needed). */
  returning: SelectItem[] | null
  format: BodyFormat
}

export function validateBodyColumns(table: TableInfo, columns: Iterable<string>): void {
  for (const column of columns) {
    if (!table.columns.has(column)) throw columnNotFound(table.name, column)
  }
}

/**
 * PostgREST's upsert bookkeeping (QueryBuilder.hs, `addConfigPgrstInserted`): every candidate row
 * adds one to `pgrst.inserted`, every row that hits the conflict and is updated takes one away,
 * so what is left counts the rows really inserted; both conditions are always true.
 */
function countInserted(add: boolean): string {
  const [symbol, never] = add ? ['+', '0'] : ['-', '-1']
  return `pg_catalog.set_config('pgrst.inserted', (coalesce(nullif(pg_catalog.current_setting('pgrst.inserted', true), '')::int, 0) ${symbol} 1)::text, true) <> '${never}'`
}

/** Reads the count `countInserted` leaves, after every INSERT of the request has run. */
export const INSERTED_SQL = `select coalesce(nullif(pg_catalog.current_setting('pgrst.inserted', true), '')::int, 0) as inserted`

/**
 * `Prefer: missing=default` as PostgREST builds it (PostgREST/postgrest@48346789
 * src/library/PostgREST/Query/SqlFragment.hs:307-342, `fromJsonBodyF` with `includeDefaults`):
 * every row of the body becomes `jsonb_build_object(<column>, <its default>, …) || row`, so each
 * written column's default is evaluated for every row, a row that gives the key included (an
 * identity draws a number for it too), and the row's own value, an explicit null included, wins.
 * The column is written for every row, so an upsert also sets it to its default on the
 * conflicting row (postgrest-js's "bulk insert/upsert with column defaults" in
 * supabase/supabase-js@381bded5: packages/core/postgrest-js/test/basic.test.ts).
 */
function rowsWithDefaults(
  table: TableInfo,
  columns: string[],
  body: string,
  params: Params,
): string {
  const defaults = columns.flatMap((column) => {
    const info = table.columns.get(column)
    return info?.default ? [`${params.add(column)}::text, (${info.default})::${info.type}`] : []
  })
  return (
    `(SELECT pg_catalog.jsonb_build_object(${defaults.join(', ')}) || _pgrst_elem AS val ` +
    `FROM pg_catalog.jsonb_array_elements(${body}::jsonb) _pgrst_elem) _pgrst_defs`
  )
}

export function buildInsert(options: InsertOptions): Statement[] {
  const { table } = options
  const target = qualifiedName(table.name)
  let conflict = ''
  let counted = ''
  if (options.onConflict) {
    const keys = options.onConflict.columns
    if (keys.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        'An upsert needs a primary key or an on_conflict parameter',
        `The table '${table.name}' has no primary key; pass on_conflict with a unique column list.`,
      )
    }
    validateBodyColumns(table, keys)
    const conflictTarget = keys.map(ident).join(', ')
    conflict = ` ON CONFLICT (${conflictTarget}) DO NOTHING`
    if (options.onConflict.action === 'merge') {
      // As PostgREST: every body column is set again, the conflict key included, so a body that
      // holds only the key still answers with the existing row.
      const updates = [...new Set(options.runs.flatMap((run) => run.columns))]
      if (updates.length > 0) {
        const set = updates
          .map((column) => `${ident(column)} = EXCLUDED.${ident(column)}`)
          .join(', ')
        conflict = ` ON CONFLICT (${conflictTarget}) DO UPDATE SET ${set} WHERE ${countInserted(false)}`
        counted = ` WHERE ${countInserted(true)}`
      }
    }
  }
  return options.runs.map((run) => {
    validateBodyColumns(table, run.columns)
    const params = new Params()
    const body = params.add(run.json)
    const columnList = run.columns.map(ident).join(', ')
    const insert = options.missingDefault
      ? `INSERT INTO ${target}${run.columns.length ? ` (${columnList})` : ''} ` +
        `SELECT ${run.columns.map((column) => `_pgrst_body.${ident(column)}`).join(', ')} ` +
        `FROM ${rowsWithDefaults(table, run.columns, body, params)}, ` +
        `LATERAL pg_catalog.jsonb_populate_record(NULL::${target}, _pgrst_defs.val) _pgrst_body${counted}${conflict}`
      : `INSERT INTO ${target}${run.columns.length ? ` (${columnList})` : ''} ` +
        `SELECT ${columnList} FROM pg_catalog.json_populate_recordset(NULL::${target}, ${body}::json) _pgrst_body${counted}${conflict}`
    if (!options.returning) return { text: insert, values: params.values }
    return {
      text: representation(table, insert, options.returning, params, options.format),
      values: params.values,
    }
  })
}

export interface UpdateOptions {
  table: TableInfo
  columns: string[]
  json: string
  conditions: Condition[]
  returning: SelectItem[] | null
  format: BodyFormat
}

function requireWhere(verb: 'UPDATE' | 'DELETE', conditions: Condition[]): void {
  if (conditions.length === 0) {
    // Hosted Supabase loads pg-safeupdate for API requests; a filterless write is refused there too.
    throw new RestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      'Add a filter, e.g. ?id=eq.<id>.',
    )
  }
}

export function buildUpdate(options: UpdateOptions): Statement {
  const { table } = options
  requireWhere('UPDATE', options.conditions)
  validateBodyColumns(table, options.columns)
  const params = new Params()
  const target = qualifiedName(table.name)
  const columnList = options.columns.map(ident).join(', ')
  const body = params.add(options.json)
  const where = whereSql(tableSource(table), options.conditions, params)
  const update =
    `UPDATE ${target} SET (${columnList}) = (SELECT ${columnList} FROM ` +
    `pg_catalog.json_populate_record(NULL::${target}, ${body}::json) _pgrst_body)${where}`
  if (!options.returning) return { text: update, values: params.values }
  return {
    text: representation(table, update, options.returning, params, options.format),
    values: params.values,
  }
}

export interface DeleteOptions {
  table: TableInfo
  conditions: Condition[]
  returning: SelectItem[] | null
  format: BodyFormat
}

export function buildDelete(options: DeleteOptions): Statement {
  const { table } = options
  requireWhere('DELETE', options.conditions)
  const params = new Params()
  const where = whereSql(tableSource(table), options.conditions, params)
  const del = `DELETE FROM ${qualifiedName(table.name)}${where}`
  if (!options.returning) return { text: del, values: params.values }
  return {
    text: representation(table, del, options.returning, params, options.format),
    values: params.values,
  }
}

export interface RpcOptions {
  fn: FunctionInfo
  /** Named arguments (JSON text of an object), or the whole body for a single unnamed json param. */
  args:
    | { kind: 'named'; names: string[]; json: string }
    | { kind: 'single'; type: string; value: string | Buffer }
  select: SelectItem[]
  conditions: Condition[]
  order: OrderTerm[]
  offset: number
  limit: number
  count: boolean
  format: BodyFormat
  /** The table whose rows the function returns, if any: its computed fields apply. */
  rowTable?: TableInfo
}

const SINGLE_PARAM_TYPES: Record<string, string> = {
  json: 'json',
  jsonb: 'jsonb',
  text: 'text',
  xml: 'xml',
  bytea: 'bytea',
}

export function buildRpc(options: RpcOptions): Statement {
  const { fn, args } = options
  const params = new Params()
  let call: string
  let argsFrom: string | null = null
  if (args.kind === 'single') {
    // PostgREST's OnePosParam: the whole body is the argument (`singleParameter`, SqlFragment.hs).
    call = `${qualifiedName(fn.name)}(${params.add(args.value)}::${SINGLE_PARAM_TYPES[args.type] ?? 'json'})`
  } else {
    const types = new Map(fn.params.map((param) => [param.name, param.type]))
    if (args.names.length > 0) {
      const definitions = args.names
        .map((name) => `${ident(name)} ${types.get(name) ?? 'text'}`)
        .join(', ')
      argsFrom = `pg_catalog.json_to_record(${params.add(args.json)}::json) AS _pgrst_args(${definitions})`
    }
    const named = args.names
      .map((name) => `${ident(name)} := _pgrst_args.${ident(name)}`)
      .join(', ')
    call = `${qualifiedName(fn.name)}(${named})`
  }
  const fromArgs = argsFrom ? ` FROM ${argsFrom}` : ''
  const hasQuery = options.conditions.length > 0 || options.order.length > 0
  const plainSelect = options.select.length === 1 && options.select[0]?.kind === 'star'

  if (fn.returnKind === 'void' || (fn.returnKind === 'scalar' && !fn.returnsSet)) {
    if (hasQuery || !plainSelect) {
      throw notImplemented(
        `Filters, order and select on the result of ${fn.name}() (a single value) are not supported.`,
      )
    }
    const value =
      fn.returnKind === 'void'
        ? `(${call}) IS NULL`
        : options.format === 'json-stripped'
          ? `pg_catalog.json_strip_nulls(pg_catalog.to_json(${call}))::text`
          : `pg_catalog.to_json(${call})::text`
    const text = `SELECT NULL::bigint AS total, 1 AS n, coalesce(${value}::text, 'null') AS body${fromArgs}`
    return { text, values: params.values }
  }

  const lateral = argsFrom
    ? `FROM ${argsFrom} CROSS JOIN LATERAL ${call} AS _pgrst_r`
    : `FROM ${call} AS _pgrst_r`
  if (fn.returnKind === 'scalar') {
    if (hasQuery || !plainSelect) {
      throw notImplemented(
        `Filters, order and select on the values of ${fn.name}() are not supported.`,
      )
    }
    const inner = `SELECT _pgrst_r AS _pgrst_v ${lateral} LIMIT ${options.limit} OFFSET ${options.offset}`
    const total = options.count ? `(SELECT pg_catalog.count(*) ${lateral})` : 'NULL::bigint'
    const text =
      `SELECT ${total} AS total, pg_catalog.count(_pgrst_t)::int AS n, ` +
      `coalesce(pg_catalog.json_agg(_pgrst_t._pgrst_v), '[]')::text AS body FROM (${inner}) _pgrst_t`
    return { text, values: params.values }
  }

  if (!fn.returnColumns) {
    throw notImplemented(
      `${fn.name}() returns an anonymous record; declare OUT parameters or RETURNS TABLE.`,
    )
  }
  const source: Source = { label: fn.name, ref: '"_pgrst_src"', columns: fn.returnColumns }
  if (options.rowTable) {
    // A function returning a table's rows offers that table's computed fields (PostgREST
    // reads its result as the table).
    source.computed = options.rowTable.computed
    source.rowRef = wholeRow('"_pgrst_src"', options.rowTable.name)
  }
  return buildRead(
    {
      source,
      from: '_pgrst_src',
      withSql: `WITH _pgrst_src AS MATERIALIZED (SELECT _pgrst_r.* ${lateral}) `,
      select: options.select,
      conditions: options.conditions,
      order: options.order,
      offset: options.offset,
      limit: options.limit,
      count: options.count,
      format: options.format,
    },
    params,
  )
}
