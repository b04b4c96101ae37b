/**
 * What an upload carries, read as supabase/storage reads it (src/storage/uploader.ts): a
 * multipart form (storage-js sends a Blob or File that way, with `cacheControl` and `metadata`
 * fields beside the file part) or the bytes as the body with Content-Type, Cache-Control and
 * x-metadata headers. The multipart form is parsed by the runtime's own fetch Request.
 */
import type { IncomingMessage } from 'node:http'
import { headerValue } from '../gateway/http'
import { storageErrors } from './errors'

export interface UploadBody {
  bytes: Buffer
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON')
  }
}

export async function readUpload(req: IncomingMessage, body: Buffer): Promise<UploadBody> {
  const contentType = headerValue(req, 'content-type') ?? ''
  if (/^multipart\/form-data/i.test(contentType)) {
    const form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => {
        throw storageErrors.invalidRequest('The multipart body could not be read')
      })
    let file: File | undefined
    for (const value of form.values()) if (typeof value !== 'string') file = value
    if (!file) throw storageErrors.invalidRequest('No file was found in the multipart body')
    const cacheControl = form.get('cacheControl')
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      mimeType: file.type || 'application/octet-stream',
      cacheControl: `max-age=${typeof cacheControl === 'string' ? cacheControl : '3600'}`,
      userMetadata: parseMetadata(form.get('metadata') as string | null),
    }
  }
  const metadataHeader = headerValue(req, 'x-metadata')
  return {
    bytes: body,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: headerValue(req, 'cache-control') ?? 'no-cache',
    userMetadata: parseMetadata(
      metadataHeader ? Buffer.from(metadataHeader, 'base64').toString('utf8') : null,
    ),
  }
}

/** supabase/storage's limits.ts isValidKey: the characters an object key may hold. */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '.')
  )
}

/** supabase/storage's validateMimeType: the bucket's list, with `type/*` wildcards. */
export function mimeTypeAllowed(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  const [type] = mimeType.toLowerCase().split(';')
  const bare = (type ?? '').trim()
  return allowed.some((entry) => {
    const rule = entry.toLowerCase().trim()
    if (rule.endsWith('/*')) return bare.startsWith(rule.slice(0, -1))
    return rule === bare
  })
}
