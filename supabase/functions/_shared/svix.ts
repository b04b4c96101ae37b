import { timingSafeEqual } from 'node:crypto'

/** How far a webhook's timestamp may be from now: Svix's own tolerance, against replays. */
export const SVIX_TOLERANCE_SECONDS = 5 * 60

function base64ToBytes(value: string): Uint8Array {
  const binary = atob(value)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The signing key of a Svix secret (`whsec_<base64>`, as Resend shows it), or of a Standard
 * Webhooks secret as Supabase Auth's hook settings give it (`v1,whsec_<base64>`).
 */
function secretBytes(secret: string): Uint8Array {
  const bare = secret.startsWith('v1,') ? secret.slice('v1,'.length) : secret
  return base64ToBytes(bare.startsWith('whsec_') ? bare.slice('whsec_'.length) : bare)
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, as Svix signs a webhook. */
export async function svixSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signed = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  )
  return `v1,${bytesToBase64(new Uint8Array(signed))}`
}

/**
 * Verifies a webhook signed the way Resend signs its webhooks (Svix): the svix-id,
 * svix-timestamp and svix-signature headers over the raw body, a timestamp within five minutes,
 * and any one of the space-separated `v1,` signatures matching (a rotated secret sends two).
 */
export function verifySvix(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  return verifySigned('svix', secret, headers, body, now)
}

/**
 * The same scheme under the Standard Webhooks names (webhook-id, webhook-timestamp,
 * webhook-signature), as Supabase Auth signs its HTTP hooks (supabase/auth
 * internal/hooks/hookshttp/hookshttp.go, standard-webhooks' Go library): the Send Email hook.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  return verifySigned('webhook', secret, headers, body, now)
}

async function verifySigned(
  prefix: 'svix' | 'webhook',
  secret: string,
  headers: Headers,
  body: string,
  now: number,
): Promise<boolean> {
  const id = headers.get(`${prefix}-id`) ?? ''
  const timestamp = headers.get(`${prefix}-timestamp`) ?? ''
  const given = headers.get(`${prefix}-signature`) ?? ''
  if (!id || !/^\d{1,12}$/.test(timestamp) || !given) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > SVIX_TOLERANCE_SECONDS) return false
  let expected: Uint8Array
  try {
    expected = new TextEncoder().encode(await svixSignature(secret, id, timestamp, body))
  } catch {
    return false
  }
  // Svix separates signatures with spaces, Auth with ", " (strings.Join(signatureList, ", ")).
  return given.split(/[ ]+/).some((candidate) => {
    const bytes = new TextEncoder().encode(candidate.replace(/,$/, '').trim())
    return bytes.length === expected.length && timingSafeEqual(bytes, expected)
  })
}
