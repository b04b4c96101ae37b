/**
 * Stage 4, shaping the response (PostgREST's Response.hs): status, Content-Type, Content-Range
 * and the body in the shape the client negotiated (array, single object, CSV).
 */
import type { ServerResponse } from 'node:http'
import type { RequestRole } from '../types'
import { RestError, toRestError } from './errors'
import type { Media, Preferences, ResponseShape } from './query-params'
import type { BodyFormat, ResultRow } from './sql'

export interface Reply {
  status: number
  headers: Record<string, string>
  body?: string
}

const JSON_TYPE = 'application/json; charset=utf-8'
const CONTENT_TYPES: Record<ResponseShape, string> = {
  array: JSON_TYPE,
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
}

/** The response type, with `;nulls=stripped` where the client asked for it (MediaType.hs). */
export function contentType(media: Media): string {
  if (!media.stripNulls) return CONTENT_TYPES[media.shape]
  return `application/vnd.pgrst.${media.shape}+json;nulls=stripped; charset=utf-8`
}

export function jsonFormat(media: Media): BodyFormat {
  return media.stripNulls ? 'json-stripped' : 'json'
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*'
  return `${range}/${total ?? '*'}`
}

/** `[a, b]` text from json_agg → the text of its only element. */
export function onlyElement(arrayText: string): string {
  return arrayText.trim().slice(1, -1).trim()
}

export function joinArrays(parts: string[]): string {
  const inner = parts.map(onlyElement).filter((part) => part !== '')
  return `[${inner.join(', ')}]`
}

export function singular(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

/** A page of rows (a read, or a set-returning function): 200, or 206 when the count exceeds it. */
export function pageReply(row: ResultRow, offset: number, media: Media, head: boolean): Reply {
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

/** What a mutation's RETURNING produces: nothing unless `Prefer: return=representation`. */
export function mutationShape(media: Media, prefer: Preferences): BodyFormat {
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

export function mutationReply(
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

/** Any failure as PostgREST's error body (errors.ts maps PostgreSQL's codes to statuses). */
export function errorReply(error: unknown, role: RequestRole): Reply {
  const restError = toRestError(error, role)
  return {
    status: restError.status,
    headers: { ...restError.headers, 'Content-Type': JSON_TYPE },
    body: JSON.stringify(restError.toBody()),
  }
}

export function send(res: ServerResponse, method: string | undefined, reply: Reply): void {
  const headers: Record<string, string | number> = { ...reply.headers }
  headers['Content-Length'] = reply.body === undefined ? 0 : Buffer.byteLength(reply.body)
  res.writeHead(reply.status, headers)
  res.end(method === 'HEAD' ? undefined : reply.body)
}
