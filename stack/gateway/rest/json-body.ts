/**
 * A guard run before any JSON body is parsed or handed to PostgreSQL: PostgreSQL's JSON parser
 * recurses once per level and answers 300,000 nested arrays with 500 `54001 stack depth limit
 * exceeded`, and JSON.stringify of such a value overflows Node's stack. One pass over the bytes,
 * with no recursion, finds the depth; strings are skipped, escapes included.
 */
import { RestError } from './errors'

/** Far beyond any form or JSON column the app stores, far below what PostgreSQL can parse. */
export const MAX_JSON_DEPTH = 1000

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d

/** The deepest nesting of arrays and objects in `body`, counting no further than `stopAt`. */
export function jsonNestingDepth(body: Uint8Array, stopAt = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < body.length; i++) {
    const byte = body[i]!
    if (inString) {
      if (byte === BACKSLASH) i++
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) {
      inString = true
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest >= stopAt) return deepest
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--
    }
  }
  return deepest
}

/** 400 PGRST102 for a body nested deeper than `limit`, before anything parses it. */
export function refuseDeepJson(body: Uint8Array, limit = MAX_JSON_DEPTH): void {
  if (jsonNestingDepth(body, limit + 1) > limit) {
    throw new RestError(
      400,
      'PGRST102',
      'The JSON body is nested too deeply',
      `Arrays and objects may nest at most ${limit} levels deep; this body nests deeper.`,
    )
  }
}
