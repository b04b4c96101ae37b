/**
 * The bucket routes storage-js's createBucket, getBucket and listBuckets call (supabase/storage
 * src/http/routes/bucket/), run as the caller: storage.buckets has row-level security and no
 * policy, so in practice only the service role (and migrations) make buckets, as on hosted.
 */
import type { Pool } from 'pg'
import { runAs, type Caller } from './db'
import { fromDatabaseError, storageErrors } from './errors'
import { parseSize } from './sizes'

/** listBuckets' columns (Storage's newer getAllBuckets asks for `type` too). */
const BUCKET_COLUMNS =
  'id, name, owner, public, type, file_size_limit, allowed_mime_types, created_at, updated_at'
/**
 * getBucket's columns, without `type` (supabase/storage@3644e66a:src/http/routes/bucket/getBucket.ts:
 * findBucket(bucketId, 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types')).
 */
const ONE_BUCKET_COLUMNS =
  'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types'

export interface CreateBucketBody {
  id?: unknown
  name?: unknown
  public?: unknown
  file_size_limit?: unknown
  allowed_mime_types?: unknown
}

/** supabase/storage's isValidBucketName. */
function isValidBucketName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 100 &&
    /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name)
  )
}

export async function createBucket(
  pool: Pool,
  caller: Caller,
  body: CreateBucketBody,
): Promise<{ name: string }> {
  const name = typeof body.name === 'string' ? body.name : ''
  const id = typeof body.id === 'string' && body.id ? body.id : name
  if (!isValidBucketName(id)) throw storageErrors.invalidRequest('Bucket name invalid')
  const limit =
    body.file_size_limit === undefined || body.file_size_limit === null
      ? null
      : parseSize(body.file_size_limit, NaN)
  if (Number.isNaN(limit)) throw storageErrors.invalidRequest('file_size_limit is not a size')
  const mimeTypes = Array.isArray(body.allowed_mime_types) ? body.allowed_mime_types : null
  try {
    await runAs(pool, caller, (client) =>
      client.query(
        'insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) ' +
          'values ($1, $2, $3, $4, $5, $6, $7)',
        [
          id,
          name || id,
          null,
          typeof caller.claims.sub === 'string' ? caller.claims.sub : null,
          body.public === true,
          limit,
          mimeTypes,
        ],
      ),
    )
  } catch (error) {
    const known = fromDatabaseError(error)
    if (known?.code === 'KeyAlreadyExists') throw storageErrors.keyAlreadyExists()
    throw known ?? error
  }
  return { name: id }
}

export async function getBuckets(
  pool: Pool,
  caller: Caller,
  id?: string,
): Promise<Record<string, unknown>[]> {
  return runAs(pool, caller, async (client) => {
    const result = await client.query<Record<string, unknown>>(
      id === undefined
        ? `select ${BUCKET_COLUMNS} from storage.buckets order by name`
        : `select ${ONE_BUCKET_COLUMNS} from storage.buckets where id = $1`,
      id === undefined ? [] : [id],
    )
    return result.rows
  }).catch((error: unknown) => {
    throw fromDatabaseError(error) ?? error
  })
}
