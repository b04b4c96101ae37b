/**
 * Asymmetric JWT signing keys, as a project created today has them: Auth signs user tokens with
 * an ES256 private key and publishes the public key at /auth/v1/.well-known/jwks.json, while the
 * legacy HS256 JWT secret stays trusted for what it signed (the anon and service_role keys).
 * Sources: https://supabase.com/docs/guides/auth/signing-keys (supabase/supabase@12b126dc:
 * apps/docs/content/guides/auth/signing-keys.mdx, "Signing keys … Asymmetric key (RSA, Elliptic
 * Curves)"; the legacy JWT secret "No longer recommended. Available for backward compatibility").
 * auth-js's getClaims() then verifies a token locally through the JWKS; the platform's verify_jwt
 * does not understand it (stack/gateway/functions/index.ts).
 *
 * The key is made fresh for each stack (nothing to leak, nothing to rotate); `kid` names it. A
 * project that sets `[auth] signing_keys_path` in config.toml signs with the first key of that
 * file instead, as the Supabase CLI does (supabase/cli@1d1e7191:apps/cli-go/pkg/config/config.go
 * reads the path relative to supabase/ as a JSON array of private JWKs; apikeys.go signs with
 * `SigningKeys[0]`, ES256 or RS256). The CLI also re-signs its anon/service_role keys with that
 * key; a hosted project's legacy keys stay HS256 (the legacy secret), so here they do too.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, isAbsolute, join } from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet, type JWK } from 'jose'
import type { TomlTables } from './config-toml'
import type { AsymmetricAlg, AsymmetricJwtKeys, JwtKeys } from './jwt'

export async function createAsymmetricJwtKeys(secret: string): Promise<AsymmetricJwtKeys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  return { secret, alg: 'ES256', kid: randomUUID(), privateKey, publicKey }
}

/** config.toml's `[auth] signing_keys_path`, resolved against the supabase/ folder, if set. */
export function signingKeysPath(tables: TomlTables, configFile: string): string | undefined {
  const path = tables.get('auth')?.signing_keys_path
  if (typeof path !== 'string' || path.trim() === '') return undefined
  return isAbsolute(path) ? path : join(dirname(configFile), path)
}

/** The first private key of a `signing_keys_path` file (what `supabase gen signing-key` writes). */
export async function readSigningKeysFile(
  file: string,
  secret: string,
): Promise<AsymmetricJwtKeys> {
  let keys: unknown
  try {
    keys = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`failed to read signing keys: ${(error as Error).message}`)
  }
  const first = Array.isArray(keys) ? (keys[0] as JWK | undefined) : undefined
  const alg = first?.alg
  if (!first || (alg !== 'ES256' && alg !== 'RS256') || !first.d) {
    throw new Error(
      `failed to decode signing keys: ${file} must hold a JSON array whose first item is an ES256 or RS256 private JWK`,
    )
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = first
  // GoTrue signs with the private JWK whose key_ops include "sign" and publishes it with key_ops
  // ["verify"] (supabase/auth@bc32168e:internal/conf/jwk.go:112-130, :166); a file written as the
  // CLI and auth-js's tests write it carries ["sign","verify"], which WebCrypto refuses for a
  // private key, so the private key is imported for signing only.
  const privateKey = await importJWK({ ...first, key_ops: ['sign'] }, alg, { extractable: false })
  const publicKey = await importJWK({ ...publicJwk, key_ops: ['verify'] }, alg, {
    extractable: true,
  })
  if (!(privateKey instanceof CryptoKey) || !(publicKey instanceof CryptoKey)) {
    throw new Error(`failed to decode signing keys: ${file} holds no usable key`)
  }
  return {
    secret,
    alg: alg as AsymmetricAlg,
    kid: first.kid ?? randomUUID(),
    privateKey,
    publicKey,
  }
}

/**
 * The JSON Web Key Set Auth serves: the public asymmetric key, or no keys at all for a project
 * that signs with the shared secret only (hosted never publishes a symmetric secret).
 */
export async function jwksOf(keys: JwtKeys): Promise<JSONWebKeySet> {
  if (typeof keys === 'string') return { keys: [] }
  const jwk = await exportJWK(keys.publicKey)
  const { key_ops: _ops, ext: _ext, ...rest } = jwk
  return { keys: [{ ...rest, kid: keys.kid, alg: keys.alg, use: 'sig', key_ops: ['verify'] }] }
}
