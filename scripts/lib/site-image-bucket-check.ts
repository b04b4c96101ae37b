/**
 * `npm run launch:check`'s line about each bucket of the site's uploaded pictures (partner-logos
 * and news-images): it exists, it is public (the build downloads the pictures
 * from its public URL), and it accepts only PNG, JPEG and WebP (never SVG) up to its size, as
 * migration 20251101060000_site_content.sql makes them.
 * Read-only: a bucket is read through the Storage API with the secret key, else from
 * storage.buckets.
 */
import pg from 'pg'
import { partnerLogoKind } from '../../src/features/site-content/lib/partner-logo'
import {
  SITE_IMAGE_TYPES,
  type SiteImageKind,
} from '../../src/features/site-content/lib/site-image'
import { fail, pass, shortError, warn, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

interface BucketSettings {
  public: boolean
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

async function fromApi(
  target: LaunchTarget,
  key: string,
  bucket: string,
): Promise<BucketSettings | null> {
  const response = await fetch(`${target.apiUrl}/storage/v1/bucket/${bucket}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(15_000),
  })
  if (response.ok) return (await response.json()) as BucketSettings
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string }
  if (body.statusCode === '404') return null
  throw new Error(`the Storage API answered ${response.status}`)
}

async function fromDatabase(databaseUrl: string, bucket: string): Promise<BucketSettings | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('set session characteristics as transaction read only')
    const result = await client.query<BucketSettings>(
      'select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    )
    return result.rows[0] ?? null
  } finally {
    await client.end().catch(() => {})
  }
}

export function judgeBucket(
  bucket: BucketSettings | null,
  kind: SiteImageKind = partnerLogoKind,
): CheckResult {
  const name = kind.bucket
  const size = `${kind.maxBytes / (1024 * 1024)} MB`
  if (!bucket)
    return fail(
      `Storage: the ${name} bucket does not exist; apply the migrations (\`supabase db push\`).`,
    )
  const problems: string[] = []
  if (!bucket.public)
    problems.push(`it is not public (the build reads ${kind.noun}s at their public URL)`)
  const types = [...(bucket.allowed_mime_types ?? [])].sort()
  if (types.join(',') !== [...SITE_IMAGE_TYPES].sort().join(','))
    problems.push(
      `it accepts ${types.length ? types.join(', ') : 'every type'} instead of ${SITE_IMAGE_TYPES.join(', ')} only`,
    )
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit)
  if (limit === null || limit > kind.maxBytes)
    problems.push(
      `its size limit is ${limit === null ? 'the project’s' : `${limit} bytes`}, not ${size}`,
    )
  return problems.length
    ? fail(`Storage: the ${name} bucket is wrong: ${problems.join('; ')}.`)
    : pass(`Storage: the ${name} bucket is public and takes only PNG, JPEG and WebP up to ${size}.`)
}

export async function checkSiteImageBucket(
  target: LaunchTarget,
  kind: SiteImageKind,
): Promise<CheckResult> {
  try {
    if (target.secretKey)
      return judgeBucket(await fromApi(target, target.secretKey, kind.bucket), kind)
    if (target.databaseUrl)
      return judgeBucket(await fromDatabase(target.databaseUrl, kind.bucket), kind)
    return warn(
      `Storage: the ${kind.bucket} bucket was not checked (give --secret-key or --db-url).`,
    )
  } catch (error) {
    return fail(`Storage: the ${kind.bucket} bucket could not be read: ${shortError(error)}.`)
  }
}
