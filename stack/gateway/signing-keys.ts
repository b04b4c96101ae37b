/**
 * Asymmetric JWT signing keys, as a hosted project has them once "JWT signing keys" are turned
 * on (Supabase's recommendation for new projects): Auth signs user tokens with an ES256 private
 * key, publishes the public key at /auth/v1/.well-known/jwks.json, and the API keeps trusting
 * the legacy HS256 secret for what was signed with it. auth-js's getClaims() then verifies a
 * token locally through the JWKS; a function with verify_jwt on no longer understands it.
 *
 * The key pair is made fresh for each stack (nothing to leak, nothing to rotate); `kid` names it.
 */
import { randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair, type JSONWebKeySet } from 'jose'
import type { AsymmetricJwtKeys, JwtKeys } from './jwt'

export async function createAsymmetricJwtKeys(secret: string): Promise<AsymmetricJwtKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  return { secret, kid: randomUUID(), privateKey, publicKey }
}

/**
 * The JSON Web Key Set Auth serves: the public asymmetric key, or no keys at all for a project
 * that signs with the shared secret only (hosted never publishes a symmetric secret).
 */
export async function jwksOf(keys: JwtKeys): Promise<JSONWebKeySet> {
  if (typeof keys === 'string') return { keys: [] }
  const jwk = await exportJWK(keys.publicKey)
  return { keys: [{ ...jwk, kid: keys.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] }] }
}
