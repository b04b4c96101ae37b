/**
 * Stage 1, reading the request (PostgREST's ApiRequest): headers, the body's media type and
 * JSON, the schema profile. Nothing here touches the database.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { SCHEMA } from './catalog'
import { invalidBody, notImplemented, RestError } from './errors'

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** How a POST to /rpc carries its arguments, from its Content-Type (PostgREST's MediaType). */
export type BodyType = 'json' | 'text' | 'xml' | 'bytea'

const RAW_BODY_TYPES: Record<string, BodyType> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
}

function mediaTypeOf(req: IncomingMessage): string {
  return (header(req, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function rpcBodyType(req: IncomingMessage): BodyType {
  return RAW_BODY_TYPES[mediaTypeOf(req)] ?? 'json'
}

/**
 * No nesting check: PostgREST only decodes the body with aeson (PGRST102 "Empty or invalid json"
 * when that fails) and hands the raw text to PostgreSQL (PostgREST/postgrest@48346789
 * src/library/PostgREST/ApiRequest/Payload.hs:51-60, as a json/jsonb parameter:
 * src/library/PostgREST/Query/SqlFragment.hs:342). aeson's decoder has no depth limit
 * (haskell/aeson@40b03e53 src/Data/Aeson/Decoding.hs; none in 2.0-2.2, the versions
 * postgrest.cabal allows), so 300,000 levels decode, and PostgreSQL's recursive JSON parser then
 * stops with 54001 "stack depth limit exceeded", which PostgREST answers with 500
 * (src/library/PostgREST/Error.hs:574). A 400 here would be a stand-in stricter than hosted.
 */
export function parseJson(ctx: RequestContext, required: boolean): unknown {
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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Body types PostgREST reads that the local stack does not: a uniform 501, not a 415. */
const UNSUPPORTED_BODY_TYPES = new Set(['text/csv', 'application/x-www-form-urlencoded'])

export function checkContentType(req: IncomingMessage, ctx: RequestContext, isRpc: boolean): void {
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

export function checkProfile(req: IncomingMessage, method: string): void {
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
