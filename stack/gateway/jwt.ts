import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type CryptoKey } from 'jose'

export type JwtClaims = Record<string, unknown>

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string }

/**
 * A project's JWT signing keys, as hosted has them after "JWT signing keys" are turned on: the
 * legacy shared secret (HS256) is still trusted for verification (the anon and service_role JWTs
 * and tokens issued before the switch are signed with it), while new user tokens are signed with
 * an asymmetric key (ES256) whose public half Auth serves at /auth/v1/.well-known/jwks.json.
 * stack/gateway/signing-keys.ts makes them.
 */
export interface AsymmetricJwtKeys {
  secret: string
  /** ES256 for the key a new project gets; RS256 too for a key read from `signing_keys_path`. */
  alg: AsymmetricAlg
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
}

export type AsymmetricAlg = 'ES256' | 'RS256'

/** What signs and verifies tokens: the shared secret alone (HS256), or asymmetric keys too. */
export type JwtKeys = string | AsymmetricJwtKeys

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

/** The verification key for a token's header: the asymmetric key by `kid`, else the shared secret. */
function keyFor(token: string, keys: JwtKeys): { key: CryptoKey | Uint8Array; alg: string } {
  if (typeof keys === 'string') return { key: secretBytes(keys), alg: 'HS256' }
  const header = decodeProtectedHeader(token)
  if (header.alg === keys.alg) {
    if (header.kid !== keys.kid) throw new errors.JWKSNoMatchingKey()
    return { key: keys.publicKey, alg: keys.alg }
  }
  return { key: secretBytes(keys.secret), alg: 'HS256' }
}

/**
 * Verifies a token as PostgREST and GoTrue do: signature and `exp`, no audience check. HS256
 * with the shared secret; with asymmetric keys, tokens of the key's algorithm by their `kid` as well.
 */
export async function verifyJwt(token: string, keys: JwtKeys): Promise<JwtCheck> {
  const parts = token.split('.').length
  if (parts !== 3) {
    return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${parts}` }
  }
  try {
    const { key, alg } = keyFor(token, keys)
    const { payload } = await jwtVerify(token, key, { algorithms: [alg] })
    return { ok: true, claims: payload as JwtClaims }
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' }
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' }
    }
    return {
      ok: false,
      reason: 'invalid',
      message: error instanceof Error ? error.message : 'Invalid JWT',
    }
  }
}

/** Signs with the asymmetric key when there is one (as hosted Auth does), else HS256. */
export async function signJwt(claims: JwtClaims, keys: JwtKeys): Promise<string> {
  if (typeof keys === 'string') {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secretBytes(keys))
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: keys.alg, kid: keys.kid, typ: 'JWT' })
    .sign(keys.privateKey)
}

/** The shared secret of either form (the legacy JWT keys are signed with it). */
export function jwtSecretOf(keys: JwtKeys): string {
  return typeof keys === 'string' ? keys : keys.secret
}
