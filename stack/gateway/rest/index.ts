/**
 * `/rest/v1/*`: the PostgREST subset supabase-js uses, served from PostgreSQL as PostgREST
 * serves it. Each request is one transaction under the caller's role with the request GUCs set,
 * so grants and row-level security make every access decision; this code only translates.
 *
 * Laid out by PostgREST's stages: request.ts reads the request, plan.ts finds what it names in
 * the schema cache, execute.ts runs the transaction, respond.ts shapes the answer; read.ts,
 * insert.ts, update-delete.ts and rpc.ts put the stages together for each kind of request.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext, ServiceHandler } from '../types'
import { createRestContext, type RestContext, type RestHandlerOptions } from './context'
import { notImplemented, RestError } from './errors'
import { insert } from './insert'
import { negotiateMedia, parsePrefer, parseQueryParams } from './query-params'
import { read } from './read'
import { checkContentType, checkProfile, header } from './request'
import { errorReply, send, type Reply } from './respond'
import { rpc } from './rpc'
import { updateOrDelete } from './update-delete'

export type { RestHandlerOptions } from './context'

async function handle(
  rest: RestContext,
  req: IncomingMessage,
  ctx: RequestContext,
): Promise<Reply> {
  const method = (req.method ?? 'GET').toUpperCase()
  checkProfile(req, method)
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
    return rpc(rest, req, ctx, segments[1], prefer, media)
  }
  if (segments.length !== 1)
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
  const name = segments[0]!
  switch (method) {
    case 'GET':
    case 'HEAD':
      return read(rest, req, ctx, name, parseQueryParams(ctx.search), prefer, media)
    case 'POST':
      return insert(rest, req, ctx, name, parseQueryParams(ctx.search), prefer, media)
    case 'PATCH':
    case 'DELETE':
      return updateOrDelete(
        rest,
        req,
        ctx,
        name,
        parseQueryParams(ctx.search),
        prefer,
        media,
        method === 'PATCH' ? 'update' : 'delete',
      )
    case 'PUT':
      throw notImplemented(
        'PUT (single-row upsert) is not supported by the local stack; use POST with Prefer: resolution=merge-duplicates.',
      )
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  }
}

export function createRestHandler(options: RestHandlerOptions): ServiceHandler {
  const rest = createRestContext(options)
  return async (req, res, ctx) => {
    let reply: Reply
    try {
      reply = await handle(rest, req, ctx)
    } catch (error) {
      reply = errorReply(error, ctx.role)
    }
    if (res.headersSent) {
      res.end()
      return
    }
    send(res, req.method, reply)
  }
}
