import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super('Request body too large')
    this.limit = limit
  }
}

/**
 * Reads the body; with a `limit` (a limit the hosted service has: GoTrue's 1 MB, Storage's file
 * size limit), at most that many bytes, and a declared Content-Length over it is refused before
 * any is read. Without one, no limit: neither PostgREST nor the edge runtime documents a request
 * body limit, so the gateway sets none (stack/README.md).
 */
export async function readBody(
  req: IncomingMessage,
  limit = Number.POSITIVE_INFINITY,
): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLargeError(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > limit) throw new BodyTooLargeError(limit)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** How much of a refused body is read and thrown away so the client still sees the answer. */
export const MAX_DISCARDED_BYTES = 16 * 1024 * 1024

/**
 * After a refusal: a client still sending (as fetch does) only sees the 413 if the rest of its
 * body is read, so up to `cap` bytes are read and dropped, none kept; past that the
 * connection is closed.
 */
export function discardBody(req: IncomingMessage, cap = MAX_DISCARDED_BYTES): void {
  let discarded = 0
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > cap) req.socket.destroy()
  })
  req.resume()
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, headers)
  res.end()
}

const DEFAULT_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, x-retry-count, x-supabase-api-version, x-region'

/** The headers Kong's CORS plugin adds to every API response in `supabase start`. */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Supabase-Api-Version')
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers']
  res.writeHead(200, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? requested : DEFAULT_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
    'Access-Control-Max-Age': '3600',
    'Content-Length': '0',
  })
  res.end()
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (typeof header !== 'string') return undefined
  const match = /^bearer\s+(.+)$/i.exec(header.trim())
  return match?.[1]?.trim() || undefined
}

/**
 * The client-address header hosted Supabase documents for PostgREST and functions
 * (`request.headers` ->> 'x-forwarded-for'). Each proxy on the way appends the address of the
 * connection it received, so the RIGHTMOST entry is the one the platform's own proxy wrote; any
 * entries to its left are whatever the client sent and prove nothing (supabase discussion #34647).
 */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for'

/**
 * Headers whose value a client could choose and that hosted's edge overwrites or does not
 * promise to pass on: dropped, so no code here can come to trust a value the visitor wrote.
 */
const UNTRUSTED_ADDRESS_HEADERS = ['cf-connecting-ip', 'true-client-ip', 'x-real-ip']

/**
 * Passes the client's address on as hosted's gateway does: appended to whatever X-Forwarded-For
 * the client sent (`<client's own entries>, <address of the connection>`), as nginx's
 * $proxy_add_x_forwarded_for and Kong do. The database reads the rightmost entry
 * (supabase/migrations/20251101000000_platform.sql).
 */
export function forwardClientAddress(req: IncomingMessage): void {
  for (const name of UNTRUSTED_ADDRESS_HEADERS) delete req.headers[name]
  const sent = req.headers[CLIENT_ADDRESS_HEADER]
  const prefix = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim()
  const address = clientAddress(req)
  req.headers[CLIENT_ADDRESS_HEADER] = prefix ? `${prefix}, ${address}` : address
  req.headers['x-forwarded-proto'] = 'http'
}

/** The connection's peer address, without the IPv4-mapped IPv6 prefix. */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}
