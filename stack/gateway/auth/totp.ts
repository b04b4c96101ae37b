import { createHmac, randomBytes } from 'node:crypto'

/**
 * TOTP as RFC 6238 defines it and authenticator apps expect it (SHA-1, 6 digits, 30-second steps),
 * the algorithm GoTrue uses for its `totp` factors. Shared by the local auth service, the stack's
 * start-up (the local admin's authenticator) and the tests, which compute codes from a secret.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`Not a base32 character: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The code for the 30-second step that contains `atMs`. */
export function totpCode(secret: string, atMs: number = Date.now()): string {
  const counter = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/**
 * The 30-second step whose code `code` is, when it is the current step's or a neighbour's (±1 step
 * for clock drift); null otherwise. The step lets the verifier refuse a code already used
 * (RFC 6238 §5.2).
 */
export function matchTotpStep(
  secret: string,
  code: string,
  atMs: number = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
  for (const offset of [-1, 0, 1]) {
    if (totpCode(secret, atMs + offset * TOTP_PERIOD_SECONDS * 1000) === code)
      return current + offset
  }
  return null
}

/** The `otpauth://` URI authenticator apps read from the QR code (Key Uri Format). */
export function totpUri(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  })
  return `otpauth://totp/${label}?${params.toString()}`
}
