/**
 * The object operations @supabase/storage-js calls (supabase/storage src/http/routes/object/):
 * upload (createObject / updateObject), download (getObject, getPublicObject), list
 * (listObjects) and remove (deleteObjects). Each runs as the caller, so storage.objects' policies
 * decide who may do what.
 */
import { createHash } from 'node:crypto'
import type { Pool } from 'pg'
import { fromDatabaseError, storageErrors } from './errors'
import { findBucket, runAs, SERVICE, type Caller, type ObjectRow } from './db'
import type { ObjectFiles } from './files'
import { mimeTypeAllowed, type UploadBody } from './upload-body'

export interface StorageContext {
  pool: Pool
  files: ObjectFiles
  /** The project's global limit (config.toml [storage] file_size_limit), in bytes. */
  globalFileSizeLimit: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function ownerOf(caller: Caller): string | null {
  const sub = caller.claims.sub
  return typeof sub === 'string' && sub ? sub : null
}

export async function uploadObject(
  storage: StorageContext,
  caller: Caller,
  bucketId: string,
  name: string,
  upload: UploadBody,
  upsert: boolean,
): Promise<{ Id: string; Key: string }> {
  // Hosted reads the bucket's limits as its superuser, before the caller's policies are asked.
  const bucket = await findBucket(storage.pool, bucketId)
  if (!bucket) throw storageErrors.noSuchBucket()
  const limit = Math.min(
    bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
    storage.globalFileSizeLimit,
  )
  if (upload.bytes.length > limit) throw storageErrors.entityTooLarge()
  if (!mimeTypeAllowed(upload.mimeType, bucket.allowed_mime_types))
    throw storageErrors.invalidMimeType(upload.mimeType)

  const version = storage.files.write(bucketId, upload.bytes)
  const now = new Date().toISOString()
  const metadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.length,
    mimetype: upload.mimeType,
    cacheControl: upload.cacheControl,
    lastModified: now,
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  }
  const owner = ownerOf(caller)
  const values = [
    bucketId,
    name,
    owner && UUID.test(owner) ? owner : null,
    owner,
    version,
    JSON.stringify(metadata),
    upload.userMetadata ? JSON.stringify(upload.userMetadata) : null,
  ]
  const insert =
    'insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata) ' +
    'values ($1, $2, $3, $4, $5, $6, $7)'
  try {
    const { id, previous } = await runAs(storage.pool, caller, async (client) => {
      if (!upsert) {
        const result = await client.query<{ id: string }>(`${insert} returning id`, values)
        return { id: result.rows[0]!.id, previous: null }
      }
      const result = await client.query<{ id: string; previous: string | null }>(
        `with previous as (select version from storage.objects where bucket_id = $1 and name = $2) ` +
          `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, ` +
          `owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata, ` +
          `user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now() ` +
          `returning id, (select version from previous) as previous`,
        values,
      )
      return result.rows[0]!
    })
    storage.files.remove(bucketId, previous)
    return { Id: id, Key: `${bucketId}/${name}` }
  } catch (error) {
    storage.files.remove(bucketId, version)
    throw fromDatabaseError(error) ?? error
  }
}

export interface StoredObject {
  bytes: Buffer
  metadata: Record<string, unknown>
  updatedAt: Date
}

/** An object as the caller may see it (`authenticated`), or as anyone may in a public bucket. */
export async function readObject(
  storage: StorageContext,
  caller: Caller | 'public',
  bucketId: string,
  name: string,
): Promise<StoredObject> {
  if (caller === 'public') {
    const bucket = await findBucket(storage.pool, bucketId)
    if (!bucket?.public) throw storageErrors.noSuchBucket()
  }
  const row = await runAs(storage.pool, caller === 'public' ? SERVICE : caller, async (client) => {
    const result = await client.query<ObjectRow>(
      'select id, name, version, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    )
    return result.rows[0]
  }).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error
  })
  const bytes = row?.version ? storage.files.read(bucketId, row.version) : undefined
  if (!row || !bytes) throw storageErrors.noSuchKey()
  return { bytes, metadata: row.metadata ?? {}, updatedAt: row.updated_at }
}

export interface ListOptions {
  prefix?: string
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column?: string; order?: string }
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/**
 * storage.search as listObjects calls it: the entries one level below the prefix; a deeper
 * object shows as its folder (id and dates null), each folder once.
 */
export async function listObjects(
  storage: StorageContext,
  caller: Caller,
  bucketId: string,
  options: ListOptions,
): Promise<Record<string, unknown>[]> {
  let prefix = options.prefix ?? ''
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`
  const rows = await runAs(storage.pool, caller, async (client) => {
    const result = await client.query<ObjectRow>(
      'select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects ' +
        'where bucket_id = $1 and starts_with(name, $2)',
      [bucketId, prefix],
    )
    return result.rows
  }).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error
  })
  const search = (options.search ?? '').toLowerCase()
  const entries = new Map<string, Record<string, unknown>>()
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const slash = rest.indexOf('/')
    const entry = slash === -1 ? rest : rest.slice(0, slash)
    if (search && !entry.toLowerCase().startsWith(search)) continue
    if (slash !== -1) {
      if (!entries.has(entry))
        entries.set(entry, {
          name: entry,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })
      continue
    }
    entries.set(entry, {
      name: entry,
      id: row.id,
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
      metadata: row.metadata,
    })
  }
  const column = SORT_COLUMNS.has(options.sortBy?.column ?? '') ? options.sortBy!.column! : 'name'
  const direction = options.sortBy?.order?.toLowerCase() === 'desc' ? -1 : 1
  const key = (entry: Record<string, unknown>) => {
    const value = entry[column]
    return value instanceof Date ? value.toISOString() : String(value ?? '')
  }
  const sorted = [...entries.values()].sort((a, b) => direction * key(a).localeCompare(key(b)))
  const offset = Math.max(0, Number(options.offset ?? 0) || 0)
  const limit = Math.max(1, Number(options.limit ?? 100) || 100)
  return sorted.slice(offset, offset + limit)
}

/** deleteObjects: what the caller may delete of the named objects goes; the rest stays. */
export async function removeObjects(
  storage: StorageContext,
  caller: Caller,
  bucketId: string,
  names: string[],
): Promise<Record<string, unknown>[]> {
  if (names.length === 0) return []
  if (names.length > 1000)
    throw storageErrors.invalidRequest('At most 1000 objects can be deleted at once')
  const removed = await runAs(storage.pool, caller, async (client) => {
    await client.query("select set_config('storage.allow_delete_query', 'true', true)")
    const result = await client.query<ObjectRow & { bucket_id: string; owner: string | null }>(
      'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) ' +
        'returning id, bucket_id, name, owner, version, metadata, created_at, updated_at, last_accessed_at',
      [bucketId, names],
    )
    return result.rows
  }).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error
  })
  for (const row of removed) storage.files.remove(bucketId, row.version)
  return removed.map(({ version: _version, ...row }) => ({ ...row, bucket_id: bucketId }))
}
