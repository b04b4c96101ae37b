/**
 * `npm run launch:check`'s line about the partner-logos bucket (issue 27): it exists, it is
 * public (the build downloads logos from its public URL), and it accepts only PNG, JPEG and WebP
 * (never SVG) up to 1 MB, as migration 20251101060000_site_content.sql makes it. Read-only:
 * the bucket is read through the Storage API with the secret key, else from storage.buckets.
 */
import pg from 'pg'
import {
  PARTNER_LOGO_BUCKET,
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_LOGO_TYPES,
} from '../../src/features/site-content/lib/partner-logo'
import { fail, pass, shortError, warn, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

interface BucketSettings {
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

async function fromApi(target: LaunchTarget, key: string): Promise<BucketSettings | null> {
  const response = await fetch(`${target.apiUrl}/storage/v1/bucket/${PARTNER_LOGO_BUCKET}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(15_000),
  })
  if (response.ok) return (await response.json()) as BucketSettings
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string }
  if (body.statusCode === '404') return null
  throw new Error(`the Storage API answered ${response.status}`)
}

async function fromDatabase(databaseUrl: string): Promise<BucketSettings | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('set session characteristics as transaction read only')
    const result = await client.query<BucketSettings>(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [PARTNER_LOGO_BUCKET],
    )
    return result.rows[0] ?? null
  } finally {
    await client.end().catch(() => {})
  }
}

export function judgeBucket(bucket: BucketSettings | null): CheckResult {
  if (!bucket)
    return fail(
      `Storage: the ${PARTNER_LOGO_BUCKET} bucket does not exist; apply the migrations (\`supabase db push\`).`,
    )
  const problems: string[] = []
  if (!bucket.public) problems.push('it is not public (the build reads logos at their public URL)')
  const types = [...(bucket.allowed_mime_types ?? [])].sort()
  if (types.join(',') !== [...PARTNER_LOGO_TYPES].sort().join(','))
    problems.push(
      `it accepts ${types.length ? types.join(', ') : 'every type'} instead of ${PARTNER_LOGO_TYPES.join(', ')} only`,
    )
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit)
  if (limit === null || limit > PARTNER_LOGO_MAX_BYTES)
    problems.push(
      `its size limit is ${limit === null ? 'the project’s' : `${limit} bytes`}, not 1 MB`,
    )
  return problems.length
    ? fail(`Storage: the ${PARTNER_LOGO_BUCKET} bucket is wrong: ${problems.join('; ')}.`)
    : pass(
        `Storage: the ${PARTNER_LOGO_BUCKET} bucket is public and takes only PNG, JPEG and WebP up to 1 MB.`,
      )
}

export async function checkPartnerLogoBucket(target: LaunchTarget): Promise<CheckResult> {
  try {
    if (target.secretKey) return judgeBucket(await fromApi(target, target.secretKey))
    if (target.databaseUrl) return judgeBucket(await fromDatabase(target.databaseUrl))
    return warn(
      `Storage: the ${PARTNER_LOGO_BUCKET} bucket was not checked (give --secret-key or --db-url).`,
    )
  } catch (error) {
    return fail(
      `Storage: the ${PARTNER_LOGO_BUCKET} bucket could not be read: ${shortError(error)}.`,
    )
  }
}
