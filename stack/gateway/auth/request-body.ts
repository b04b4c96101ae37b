/** Reading and bounding auth request bodies, as GoTrue's request parsing does. */
import { AuthError } from './errors'

/** GoTrue's `limitRequestBody(1 << 20)`: no auth request needs more than 1 MB. */
export const MAX_AUTH_BODY_BYTES = 1 << 20
/** Deeper JSON than any auth request needs; refused before parsing, so nesting cannot exhaust a stack. */
export const MAX_AUTH_JSON_DEPTH = 64

/**
 * The most user metadata a user may hold, as JSON. Metadata travels in every access token, and
 * sign-up accepted 500 KB, minting a token no proxy would pass on (header limits are ~8 KB). The
 * sign-up form stores a first and a last name; 4 KB leaves ample room for that and little else.
 */
export const MAX_USER_METADATA_BYTES = 4096

/** Throws before JSON.parse when brackets nest deeper than `limit` (strings are skipped). */
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
          `Could not parse request body as JSON: nested deeper than ${limit} levels`,
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

export function checkMetadataSize(metadata: unknown): void {
  const size = Buffer.byteLength(JSON.stringify(metadata ?? {}))
  if (size > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `User metadata is too large: ${size} bytes of JSON, at most ${MAX_USER_METADATA_BYTES} are accepted`,
    )
  }
}

export const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
