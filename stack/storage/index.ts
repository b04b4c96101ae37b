/**
 * The local stack's Storage API (/storage/v1): the part of supabase/storage's HTTP API that
 * @supabase/storage-js uses for upload, download, public URL, list and remove. Objects' rows live
 * in storage.objects (stack/storage/schema.sql, hosted's shape) and are read and written as the
 * request's JWT role, so the project's RLS policies decide; the bytes live in the data folder.
 * Anything else under /storage/v1 answers 501 so a caller learns the stack does not provide it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Pool } from 'pg'
import { BodyTooLargeError, discardBody, readBody, sendJson } from '../gateway/http'
import type { Caller } from './db'
import { sendStorageError, StorageError, storageErrors } from './errors'
import { objectFiles } from './files'
import {
  listObjects,
  readObject,
  removeObjects,
  uploadObject,
  type ListOptions,
  type StorageContext,
  type StoredObject,
} from './objects'
import { isValidKey, readUpload } from './upload-body'
import { createBucket, getBuckets, type CreateBucketBody } from './buckets'

export { parseSize } from './sizes'

export interface StorageHandlerOptions {
  pool: Pool
  dataDir: string
  /** config.toml [storage] file_size_limit, in bytes. */
  globalFileSizeLimit: number
}

export type StorageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller | StorageError,
  path: string,
  search: URLSearchParams,
) => Promise<void>

/** `/object/public/<bucket>/<path>`: hosted's gateway lets these through without a key. */
export function isPublicObjectRoute(method: string | undefined, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && /^object\/public\/[^/]+\/.+/.test(path)
}

function splitBucketAndKey(rest: string): { bucketId: string; name: string } {
  const at = rest.indexOf('/')
  const bucketId = decodeURIComponent(at === -1 ? rest : rest.slice(0, at))
  const name = at === -1 ? '' : decodeURIComponent(rest.slice(at + 1))
  if (!isValidKey(name)) throw storageErrors.invalidKey(name)
  return { bucketId, name }
}

function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: StoredObject,
  search: URLSearchParams,
): void {
  const { metadata } = object
  const headers: Record<string, string> = {
    'Content-Type': String(metadata.mimetype ?? 'application/octet-stream'),
    'Content-Length': String(object.bytes.length),
    'Cache-Control': String(metadata.cacheControl ?? 'no-cache'),
    'Last-Modified': object.updatedAt.toUTCString(),
  }
  if (typeof metadata.eTag === 'string') headers.ETag = metadata.eTag
  const download = search.get('download')
  if (download !== null)
    headers['Content-Disposition'] = download
      ? `attachment; filename=${encodeURIComponent(download)}`
      : 'attachment'
  if (typeof metadata.eTag === 'string' && req.headers['if-none-match'] === metadata.eTag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : object.bytes)
}

async function readJson<T>(req: IncomingMessage): Promise<T> {
  const body = await readBody(req, 1024 * 1024)
  try {
    return (body.length ? JSON.parse(body.toString('utf8')) : {}) as T
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON')
  }
}

export function createStorageHandler(options: StorageHandlerOptions): StorageHandler {
  const storage: StorageContext = {
    pool: options.pool,
    files: objectFiles(options.dataDir),
    globalFileSizeLimit: options.globalFileSizeLimit,
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    caller: Caller | StorageError,
    path: string,
    search: URLSearchParams,
  ): Promise<void> {
    const method = req.method ?? 'GET'
    if (isPublicObjectRoute(method, path)) {
      const { bucketId, name } = splitBucketAndKey(path.slice('object/public/'.length))
      return sendObject(req, res, await readObject(storage, 'public', bucketId, name), search)
    }
    if (caller instanceof StorageError) throw caller

    if (path === 'bucket' || path === 'bucket/') {
      if (method === 'POST')
        return sendJson(
          res,
          200,
          await createBucket(storage.pool, caller, await readJson<CreateBucketBody>(req)),
        )
      if (method === 'GET') return sendJson(res, 200, await getBuckets(storage.pool, caller))
    }
    const bucket = /^bucket\/([^/]+)$/.exec(path)
    if (bucket && method === 'GET') {
      const [row] = await getBuckets(storage.pool, caller, decodeURIComponent(bucket[1]!))
      if (!row) throw storageErrors.noSuchBucket()
      return sendJson(res, 200, row)
    }

    const list = /^object\/list\/([^/]+)$/.exec(path)
    if (list && method === 'POST') {
      const body = await readJson<ListOptions>(req)
      const bucketId = decodeURIComponent(list[1]!)
      return sendJson(res, 200, await listObjects(storage, caller, bucketId, body))
    }

    const authenticated = /^object\/authenticated\/(.+)$/.exec(path)
    if (authenticated && (method === 'GET' || method === 'HEAD')) {
      const { bucketId, name } = splitBucketAndKey(authenticated[1]!)
      return sendObject(req, res, await readObject(storage, caller, bucketId, name), search)
    }

    const bucketOnly = /^object\/([^/]+)\/?$/.exec(path)
    if (bucketOnly && method === 'DELETE') {
      const body = await readJson<{ prefixes?: unknown }>(req)
      if (!Array.isArray(body.prefixes) || body.prefixes.some((p) => typeof p !== 'string'))
        throw storageErrors.invalidRequest('body must have required property prefixes')
      const bucketId = decodeURIComponent(bucketOnly[1]!)
      return sendJson(
        res,
        200,
        await removeObjects(storage, caller, bucketId, body.prefixes as string[]),
      )
    }

    // Storage's other object routes (move, copy, list-v2, sign, info, upload/resumable: supabase/
    // storage@3644e66a:src/http/routes/object/) are not offered here, and say so with the 501 below
    // rather than being read as an object named `move` or a bucket named `list-v2` (which answered
    // 400, as if Storage had refused the request).
    const object = /^object\/(.+)$/.exec(path)
    if (
      object &&
      !/^object\/(public|authenticated|list|list-v2|sign|move|copy|info|upload)(\/|$)/.test(path)
    ) {
      const { bucketId, name } = splitBucketAndKey(object[1]!)
      if (method === 'GET' || method === 'HEAD')
        return sendObject(req, res, await readObject(storage, caller, bucketId, name), search)
      if (method === 'POST' || method === 'PUT') {
        let body: Buffer
        try {
          // Room for a multipart envelope around the largest file the project accepts.
          body = await readBody(req, storage.globalFileSizeLimit + 64 * 1024)
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error
          discardBody(req)
          throw storageErrors.entityTooLarge()
        }
        const upload = await readUpload(req, body)
        // updateObject (PUT) replaces; createObject (POST) replaces only with x-upsert: true.
        const upsert = method === 'PUT' || String(req.headers['x-upsert']).toLowerCase() === 'true'
        return sendJson(
          res,
          200,
          await uploadObject(storage, caller, bucketId, name, upload, upsert),
        )
      }
      if (method === 'DELETE') {
        const removed = await removeObjects(storage, caller, bucketId, [name])
        if (removed.length === 0) throw storageErrors.noSuchKey()
        return sendJson(res, 200, { message: 'Successfully deleted' })
      }
    }

    sendJson(res, 501, {
      statusCode: '501',
      code: 'NotImplemented',
      error: 'Not Implemented',
      message: `${method} /storage/v1/${path} is not provided by the local stack`,
    })
  }

  return async (req, res, caller, path, search) => {
    try {
      await route(req, res, caller, path, search)
    } catch (error) {
      if (error instanceof StorageError) return sendStorageError(res, error)
      if (error instanceof BodyTooLargeError) {
        discardBody(req)
        return sendStorageError(res, storageErrors.entityTooLarge())
      }
      throw error
    }
  }
}
