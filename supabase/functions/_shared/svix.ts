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

/** The signing key of a Svix secret (`whsec_<base64>`, as Resend shows it). */
function secretBytes(secret: string): Uint8Array {
  return base64ToBytes(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret)
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
export async function verifySvix(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<boolean> {
  const id = headers.get('svix-id') ?? ''
  const timestamp = headers.get('svix-timestamp') ?? ''
  const given = headers.get('svix-signature') ?? ''
  if (!id || !/^\d{1,12}$/.test(timestamp) || !given) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > SVIX_TOLERANCE_SECONDS) return false
  let expected: Uint8Array
  try {
    expected = new TextEncoder().encode(await svixSignature(secret, id, timestamp, body))
  } catch {
    return false
  }
  return given.split(' ').some((candidate) => {
    const bytes = new TextEncoder().encode(candidate.trim())
    return bytes.length === expected.length && timingSafeEqual(bytes, expected)
  })
}
