/**
 * Parses PostgREST's query-string language (select, filters, logic trees, order, limit/offset,
 * columns, on_conflict) and its Prefer/Range/Accept headers into plain data. Nothing here knows
 * the schema: identifiers are checked against the catalog when the SQL is built.
 */
import { notImplemented, parseError, RestError } from './errors'

export type JsonArrow = '->' | '->>'

export interface JsonStep {
  arrow: JsonArrow
  key: string
}

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface Field {
  column: string
  path: JsonStep[]
}

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: Field; alias: string | null; cast: string | null }

/** Binary operators whose SQL form is `<field> <sql> <value>`. */
export const BINARY_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const

export type BinaryOperator = keyof typeof BINARY_OPERATORS

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const

export type FtsOperator = keyof typeof FTS_OPERATORS

export type Operator = BinaryOperator | FtsOperator | 'in' | 'is'

const QUANTIFIABLE = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const ALL_OPERATORS = [...Object.keys(BINARY_OPERATORS), ...Object.keys(FTS_OPERATORS), 'in', 'is']
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const
export interface FilterCondition {
  kind: 'filter'
  field: Field
  negate: boolean
  op: Operator
  /** `eq(any).{a,b}`: compare against any/all elements of an array literal. */
  quantifier: 'any' | 'all' | null
  /** The raw value (for `in`, the parsed list is in `list`; for `is`, one of IS_VALUES). */
  value: string
  list: string[] | null
  ftsConfig: string | null
}

export interface LogicCondition {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = FilterCondition | LogicCondition

export interface OrderTerm {
  field: Field
  direction: 'asc' | 'desc' | null
  nulls: 'first' | 'last' | null
}

export interface QueryParams {
  select: SelectItem[]
  conditions: Condition[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
  columns: string[] | null
  onConflict: string[] | null
  /** Query parameters that name an RPC argument (GET /rpc/fn?a=1). */
  args: Map<string, string>
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const LOGIC_KEYS = new Set(['and', 'or', 'not.and', 'not.or'])

/**
 * Splits on commas that are outside double quotes and parentheses, the way PostgREST reads
 * `select`, `order`, logic trees and `in` lists.
 */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!
    if (quoted) {
      current += ch
      if (ch === '\\' && i + 1 < input.length) {
        current += input[++i]
      } else if (ch === '"') {
        quoted = false
      }
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  if (quoted || depth !== 0) throw new SyntaxError('unbalanced quotes or parentheses')
  parts.push(current)
  return parts
}

/** `"a\"b"` → `a"b`; anything not fully quoted is returned as is. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

const PLAIN_NAME = /^[^"(),:.\s]+$/

/** Parses `col`, `"my col"`, `data->a->>b`, `data->0`. Returns null when it is not a field. */
export function parseField(input: string): Field | null {
  const text = input.trim()
  const pieces = text.split(/(->>|->)/)
  const columnText = pieces[0] ?? ''
  let column: string
  if (columnText.startsWith('"')) {
    if (!/^"(?:[^"\\]|\\.)+"$/.test(columnText)) return null
    column = unquote(columnText)
  } else {
    if (!PLAIN_NAME.test(columnText)) return null
    column = columnText
  }
  const path: JsonStep[] = []
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as JsonArrow
    const keyText = pieces[i + 1] ?? ''
    if (keyText === '') return null
    const key = keyText.startsWith('"') ? unquote(keyText) : keyText
    if (!keyText.startsWith('"') && !PLAIN_NAME.test(keyText)) return null
    path.push({ arrow, key })
  }
  return { column, path }
}

/** `count()`, `total:count()`, `amount.sum()`, `amount.avg()::int`: PostgREST's aggregates. */
const AGGREGATE =
  /^(?:[^:()]+:)?(?:count\(\)|[^()]+\.(?:count|sum|avg|min|max)\(\))(?:::[A-Za-z_][\w ]*)?$/

export function parseSelect(value: string): SelectItem[] {
  const text = value.trim()
  if (text === '') return [{ kind: 'star' }]
  let items: string[]
  try {
    items = splitTopLevel(text)
  } catch {
    throw parseError(
      `failed to parse select parameter (${value})`,
      'unbalanced quotes or parentheses',
    )
  }
  return items.map((raw) => {
    const item = raw.trim()
    if (item === '*') return { kind: 'star' } as const
    if (AGGREGATE.test(item)) {
      // Hosted Supabase leaves PostgREST's db-aggregates-enabled off: this is its answer.
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    }
    if (item.includes('(') || item.startsWith('...')) {
      throw notImplemented(
        `Embedded resources, spreads and aggregates in select (${item}) are not supported by the local stack; query each table separately.`,
      )
    }
    let rest = item
    let alias: string | null = null
    const aliasMatch = /^([^:"]+):(?!:)(.+)$/s.exec(rest)
    if (aliasMatch) {
      alias = aliasMatch[1]!.trim()
      rest = aliasMatch[2]!
    }
    let cast: string | null = null
    const castAt = rest.indexOf('::')
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2).trim()
      rest = rest.slice(0, castAt)
      if (!/^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(cast)) {
        throw parseError(`failed to parse select parameter (${value})`, `invalid cast "${cast}"`)
      }
    }
    const field = parseField(rest)
    if (!field || alias === '') {
      throw parseError(`failed to parse select parameter (${value})`, `unexpected "${item}"`)
    }
    return { kind: 'field', field, alias, cast }
  })
}

export function parseOrder(value: string): OrderTerm[] {
  let items: string[]
  try {
    items = splitTopLevel(value)
  } catch {
    throw parseError(`failed to parse order (${value})`, 'unbalanced quotes or parentheses')
  }
  return items.map((raw) => {
    const item = raw.trim()
    if (item.includes('(')) {
      throw notImplemented(
        `Ordering by an embedded resource (${item}) is not supported by the local stack.`,
      )
    }
    const [fieldText = '', ...modifiers] = item.split('.')
    const field = parseField(fieldText)
    if (!field) throw parseError(`failed to parse order (${value})`, `unexpected "${item}"`)
    const term: OrderTerm = { field, direction: null, nulls: null }
    for (const modifier of modifiers) {
      if (
        (modifier === 'asc' || modifier === 'desc') &&
        term.direction === null &&
        term.nulls === null
      ) {
        term.direction = modifier
      } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && term.nulls === null) {
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last'
      } else {
        throw parseError(
          `failed to parse order (${value})`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
      }
    }
    return term
  })
}

/** `a,b` or `"a","b"` (what supabase-js sends for `columns` and `on_conflict`). */
export function parseColumnList(name: string, value: string): string[] {
  let parts: string[]
  try {
    parts = splitTopLevel(value)
  } catch {
    throw parseError(`failed to parse ${name} parameter (${value})`, 'unbalanced quotes')
  }
  const columns = parts.map((part) => unquote(part.trim()))
  if (columns.some((column) => column === '')) {
    throw parseError(`failed to parse ${name} parameter (${value})`, 'empty column name')
  }
  return columns
}

function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(context, `expecting a parenthesized list "(a,b)" but got "${raw}"`)
  }
  const inner = raw.slice(1, -1)
  if (inner === '') return []
  try {
    return splitTopLevel(inner).map(unquote)
  } catch {
    throw parseError(context, 'unbalanced quotes or parentheses in the list')
  }
}

const FILTER_SHAPE = /^(not\.)?([a-z]+)(?:\((any|all)\))?(?:\(([A-Za-z0-9_]+)\))?\.([\s\S]*)$/

/**
 * Parses the right-hand side of a filter: `[not.]op[(any|all)][(config)].value`.
 * `inLogicTree` values may be double-quoted to protect `,()`.
 */
export function parseFilterValue(field: Field, raw: string, inLogicTree = false): FilterCondition {
  const context = inLogicTree
    ? `failed to parse logic tree (${raw})`
    : `failed to parse filter (${raw})`
  const match = FILTER_SHAPE.exec(raw)
  if (!match) {
    throw parseError(
      context,
      `unexpected "${raw.slice(0, 10)}" expecting "not" or operator (${ALL_OPERATORS.join(', ')})`,
    )
  }
  const [, not, opText = '', quantifier, config, valueText = ''] = match
  if (!ALL_OPERATORS.includes(opText)) {
    throw parseError(
      context,
      `unknown operator "${opText}", expecting one of ${ALL_OPERATORS.join(', ')}`,
    )
  }
  const op = opText as Operator
  if (quantifier && !QUANTIFIABLE.has(op)) {
    throw parseError(context, `the operator "${op}" does not accept (${quantifier})`)
  }
  if (config && !(op in FTS_OPERATORS)) {
    throw parseError(context, `only full-text operators take a configuration, not "${op}"`)
  }
  const condition: FilterCondition = {
    kind: 'filter',
    field,
    negate: Boolean(not),
    op,
    quantifier: (quantifier as 'any' | 'all' | undefined) ?? null,
    value: valueText,
    list: null,
    ftsConfig: config ?? null,
  }
  if (op === 'in') {
    condition.list = parseList(valueText, context)
  } else if (op === 'is') {
    const normalized = valueText.toLowerCase()
    if (!(IS_VALUES as readonly string[]).includes(normalized)) {
      throw parseError(
        context,
        `"is" accepts only null, not_null, true, false or unknown, not "${valueText}"`,
      )
    }
    condition.value = normalized
  } else if (inLogicTree) {
    condition.value = unquote(valueText)
  }
  return condition
}

export function parseFilter(key: string, value: string): FilterCondition {
  const field = parseField(key)
  if (!field) throw parseError(`failed to parse filter (${key})`, `"${key}" is not a column name`)
  return parseFilterValue(field, value)
}

function parseLogicItems(inner: string, whole: string): Condition[] {
  const context = `failed to parse logic tree (${whole})`
  let items: string[]
  try {
    items = splitTopLevel(inner)
  } catch {
    throw parseError(context, 'unbalanced quotes or parentheses')
  }
  return items.map((raw) => {
    const item = raw.trim()
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item)
    if (nested) {
      return parseLogicTree(`${nested[1] ?? ''}${nested[2]}`, nested[3]!)
    }
    const dot = item.indexOf('.')
    const field = dot > 0 ? parseField(item.slice(0, dot)) : null
    if (!field)
      throw parseError(context, `unexpected "${item}" expecting a filter "column.operator.value"`)
    return parseFilterValue(field, item.slice(dot + 1), true)
  })
}

/**
 * How deep `and(`/`or(` may nest. Real filters nest a few levels; without a bound, thousands of
 * nested `and(` in one URL exhausted the recursive parser's stack (a 503 instead of a 400).
 */
export const MAX_LOGIC_DEPTH = 50

/** The deepest parenthesis nesting outside double quotes, counted without recursion. */
function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '\\') i++
      else if (ch === '"') quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === '(') deepest = Math.max(deepest, ++depth)
    else if (ch === ')') depth--
  }
  return deepest
}

/** The start of a long parameter, for messages that echo it. */
function excerpt(value: string): string {
  return value.length > 120 ? `${value.slice(0, 120)}…` : value
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, `not.and=(…)`. */
export function parseLogicTree(key: string, value: string): LogicCondition {
  if (nestingDepth(value) > MAX_LOGIC_DEPTH) {
    throw parseError(
      `failed to parse logic tree (${excerpt(value)})`,
      `logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`,
    )
  }
  const negate = key.startsWith('not.')
  const op = (negate ? key.slice(4) : key) as 'and' | 'or'
  const text = value.trim()
  if (!text.startsWith('(') || !text.endsWith(')') || text.length < 3) {
    throw parseError(
      `failed to parse logic tree (${value})`,
      'expecting a parenthesized list of filters, e.g. (a.eq.1,b.gt.2)',
    )
  }
  return { kind: 'logic', op, negate, children: parseLogicItems(text.slice(1, -1), value) }
}

function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) {
    throw parseError(
      `failed to parse ${name} parameter (${value})`,
      `${name} must be a non-negative integer`,
    )
  }
  return Number(value.trim())
}

export function parseQueryParams(
  search: URLSearchParams,
  isArg: (key: string) => boolean = () => false,
): QueryParams {
  const params: QueryParams = {
    select: [{ kind: 'star' }],
    conditions: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
    args: new Map(),
  }
  for (const [key, value] of search) {
    if (key === 'select') params.select = parseSelect(value)
    else if (key === 'order') params.order = parseOrder(value)
    else if (key === 'limit') params.limit = parseNonNegativeInt('limit', value)
    else if (key === 'offset') params.offset = parseNonNegativeInt('offset', value)
    else if (key === 'columns') params.columns = parseColumnList('columns', value)
    else if (key === 'on_conflict') params.onConflict = parseColumnList('on_conflict', value)
    else if (LOGIC_KEYS.has(key)) params.conditions.push(parseLogicTree(key, value))
    else if (isArg(key)) params.args.set(key, value)
    else if (!key.startsWith('"') && key.includes('.')) {
      throw notImplemented(
        `Filters, ordering and limits on embedded resources (${key}) are not supported by the local stack.`,
      )
    } else if (RESERVED.has(key)) {
      // unreachable: kept so a new reserved word is not silently read as a column
      throw parseError(`failed to parse ${key}`, 'reserved parameter')
    } else params.conditions.push(parseFilter(key, value))
  }
  return params
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null
  /** planned/estimated are answered as PostgREST does for reads; elsewhere they count exactly. */
  count: 'exact' | 'planned' | 'estimated' | null
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missingDefault: boolean
  strict: boolean
  maxAffected: number | null
  /** Preferences the local stack did not understand (only an error with handling=strict). */
  invalid: string[]
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missingDefault: false,
    strict: false,
    maxAffected: null,
    invalid: [],
  }
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '')
  for (const token of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = token.split('=').map((part) => part.trim())
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value
    } else if (
      name === 'count' &&
      (value === 'exact' || value === 'planned' || value === 'estimated')
    ) {
      prefs.count = value
    } else if (
      name === 'resolution' &&
      (value === 'merge-duplicates' || value === 'ignore-duplicates')
    ) {
      prefs.resolution = value
    } else if (name === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missingDefault = value === 'default'
    } else if (name === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.strict = value === 'strict'
    } else if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value)
    } else {
      prefs.invalid.push(token)
    }
  }
  if (prefs.strict && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    )
  }
  return prefs
}

export interface RowRange {
  offset: number
  /** null: no upper bound requested. */
  limit: number | null
}

/** `Range: 0-9` / `Range: items=5-` → offset/limit; null when absent or not an item range. */
export function parseRangeHeader(header: string | undefined): RowRange | null {
  if (!header) return null
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header)
  if (!match) return null
  const lower = Number(match[1])
  // Past 2^53 a number is no longer exact, and no table has that many rows: PostgreSQL answered
  // such an OFFSET with "bigint out of range".
  if (!Number.isSafeInteger(lower)) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary in the Range header is beyond any row.',
    )
  }
  if (match[2] === '') return { offset: lower, limit: null }
  const upper = Number(match[2])
  // An upper bound past any row means "to the end"; the page is capped by max rows anyway.
  if (!Number.isSafeInteger(upper)) return { offset: lower, limit: null }
  if (upper < lower) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    )
  }
  return { offset: lower, limit: upper - lower + 1 }
}

/** Intersects the Range header with limit/offset and caps the page at maxRows, as PostgREST does. */
export function resolveRange(
  params: Pick<QueryParams, 'limit' | 'offset'>,
  header: RowRange | null,
  maxRows: number,
): { offset: number; limit: number } {
  const fromQuery = {
    lower: params.offset ?? 0,
    upper: params.limit === null ? Infinity : (params.offset ?? 0) + params.limit - 1,
  }
  const fromHeader = header
    ? {
        lower: header.offset,
        upper: header.limit === null ? Infinity : header.offset + header.limit - 1,
      }
    : { lower: 0, upper: Infinity }
  const lower = Math.max(fromQuery.lower, fromHeader.lower)
  let upper = Math.min(fromQuery.upper, fromHeader.upper)
  upper = Math.min(upper, lower + maxRows - 1)
  return { offset: lower, limit: Math.max(0, upper - lower + 1) }
}

export type ResponseShape = 'array' | 'object' | 'csv'

const MEDIA: Record<string, ResponseShape> = {
  '*/*': 'array',
  'application/*': 'array',
  'application/json': 'array',
  'application/vnd.pgrst.array+json': 'array',
  'application/vnd.pgrst.array': 'array',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
  'text/*': 'csv',
}

export interface Media {
  shape: ResponseShape
  /** `application/vnd.pgrst.array+json;nulls=stripped` (or object): null-valued keys are left out. */
  stripNulls: boolean
}

const STRIPPABLE = new Set([
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
])

/** Chooses the response shape from Accept, honouring q-values; 406 PGRST107 when none fits. */
export function negotiateMedia(accept: string | undefined): Media {
  if (!accept || accept.trim() === '') return { shape: 'array', stripNulls: false }
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const q = params.find((param) => param.startsWith('q='))
      const nulls = params.find((param) => param.replace(/\s+/g, '').startsWith('nulls='))
      const stripped = nulls?.replace(/\s+/g, '') === 'nulls=stripped'
      return { type, q: q ? Number(q.slice(2)) : 1, index, stripped }
    })
    .filter((range) => range.type !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const range of ranges) {
    const shape = MEDIA[range.type]
    if (shape) return { shape, stripNulls: range.stripped && STRIPPABLE.has(range.type) }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

export function negotiate(accept: string | undefined): ResponseShape {
  return negotiateMedia(accept).shape
}
