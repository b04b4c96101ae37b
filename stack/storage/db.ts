/**
 * Every Storage request's database work runs as its JWT's role, in one transaction with the JWT's
 * claims set (as supabase/storage does through its `setRole`/`request.jwt.claims` step), so the
 * grants and the row-level security policies on storage.objects decide; the few look-ups hosted
 * makes as its superuser (a bucket's limits, a public bucket's objects) run as service_role.
 */
import type { Pool, PoolClient } from 'pg'
import type { RequestRole } from '../gateway/types'

export interface Caller {
  role: RequestRole
  claims: Record<string, unknown>
}

export const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' } }

const CONTEXT_SQL =
  `select set_config('search_path', 'storage, public, extensions', true), ` +
  `set_config('role', $1, true), set_config('request.jwt.claims', $2, true), ` +
  `set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`

export async function runAs<T>(
  pool: Pool,
  caller: Caller,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('begin')
    const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : ''
    await client.query(CONTEXT_SQL, [
      caller.role,
      JSON.stringify({ ...caller.claims, role: caller.role }),
      sub,
    ])
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    try {
      await client.query('rollback')
    } catch {
      broken = true
    }
    throw error
  } finally {
    client.release(broken)
  }
}

export interface BucketRow {
  id: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
}

export async function findBucket(pool: Pool, bucketId: string): Promise<BucketRow | undefined> {
  return runAs(pool, SERVICE, async (client) => {
    const result = await client.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    )
    return result.rows[0]
  })
}

export interface ObjectRow {
  id: string
  name: string
  version: string | null
  metadata: Record<string, unknown> | null
  updated_at: Date
  created_at: Date
  last_accessed_at: Date
}
