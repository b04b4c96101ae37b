/** Reading and bounding auth request bodies, as GoTrue's request parsing does. */
import { AuthError } from './errors'

/** GoTrue's `limitRequestBody(1 << 20)`: no auth request needs more than 1 MB. */
export const MAX_AUTH_BODY_BYTES = 1 << 20
/**
 * GoTrue reads every body with Go's `json.Unmarshal` (supabase/auth@bc32168e
 * internal/api/helpers.go:92), whose scanner refuses the 10,001st open bracket
 * (golang/go@23bf5c9a src/encoding/json/scanner.go: `maxNestingDepth = 10000`, pushParseState).
 */
export const MAX_AUTH_JSON_DEPTH = 10000

/**
 * Throws, before JSON.parse, GoTrue's 400 for brackets nested deeper than Go's scanner allows
 * (strings are skipped); its message is the scanner's `invalid character '[' exceeded max depth`.
 */
export function checkJsonDepth(text: string, limit = MAX_AUTH_JSON_DEPTH): void {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 92)
        i++ // backslash: skip the escaped character
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 || code === 91) {
      if (++depth > limit) {
        throw new AuthError(
          400,
          'bad_json',
          `Could not parse request body as JSON: invalid character '${text[i]}' exceeded max depth`,
        )
      }
    } else if (code === 125 || code === 93) depth--
  }
}

export function parseJsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {}
  if (body.length > MAX_AUTH_BODY_BYTES) {
    throw new AuthError(413, 'request_too_large', 'Request body too large')
  }
  const text = body.toString('utf8')
  checkJsonDepth(text)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Record<string, unknown>
}

export const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
