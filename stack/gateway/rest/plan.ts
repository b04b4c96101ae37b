/**
 * Stage 2, the plan (PostgREST's Plan.hs): which table or function the request names, found in
 * the schema cache, with PostgREST's "Perhaps you meant" hints when it names none.
 */
import type { Catalog, FunctionInfo, TableInfo } from './catalog'
import { SCHEMA } from './catalog'
import { RestError } from './errors'
import type { BodyType } from './request'

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

/** The parameter types a single unnamed parameter may have, per body type (Plan.hs findProc). */
const UNNAMED_TYPES: Record<BodyType, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
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

export function findTable(catalog: Catalog, name: string): TableInfo {
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

/** A miss that a schema-cache reload may cure (a table or function created since it loaded). */
export function isSchemaMiss(error: unknown): boolean {
  return (
    error instanceof RestError && ['PGRST205', 'PGRST202', 'PGRST204', '42703'].includes(error.code)
  )
}

/**
 * PostgREST's `findProc` (Plan.hs): overloads whose parameters the argument keys match, else
 * the one function whose single unnamed parameter takes the whole body (json/jsonb for JSON,
 * text for text/plain, xml for text/xml, bytea for application/octet-stream).
 */
export function chooseFunction(
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
