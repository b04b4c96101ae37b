import { errors, jwtVerify, SignJWT } from 'jose'

export type JwtClaims = Record<string, unknown>

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string }

function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret)
}

/** Verifies an HS256 token as PostgREST and GoTrue do: signature and `exp`, no audience check. */
export async function verifyJwt(token: string, secret: string): Promise<JwtCheck> {
  const parts = token.split('.').length
  if (parts !== 3) {
    return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${parts}` }
  }
  try {
    const { payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'] })
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

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretBytes(secret))
}
