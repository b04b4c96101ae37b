/**
 * By default the stack is a project created today on the Free/Pro plan. Against
 * the shared test stack (started with no key options, as `npm start` is): the JWKS holds an EC
 * public key, user access tokens are ES256 with that key's `kid`, the publishable and secret keys
 * work, and the legacy anon/service_role keys exist, as on a new project until they are turned
 * off. Plus the config.toml keys that decide it as the CLI reads them: `[auth] signing_keys_path`
 * and a missing `[auth.email] enable_confirmations` (off).
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, importJWK } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { authSettingsFromToml } from './auth/auth-config'
import { parseToml } from './config-toml'
import { signJwt } from './jwt'
import { stackKeys } from './keys'
import { jwksOf } from './signing-keys'
import { signedInUser } from '../../tests/support/auth-sessions'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'

let stack: TestStack

const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const

interface Jwk {
  kty: string
  crv?: string
  alg?: string
  kid?: string
  use?: string
  d?: string
  x?: string
  y?: string
}

beforeAll(async () => {
  stack = await getTestStack()
})

async function jwks(): Promise<Jwk[]> {
  const response = await fetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { keys: Jwk[] }).keys
}

describe('a project created today, as the stack starts by default', () => {
  it('serves a JWKS with one EC public key (P-256, ES256) and nothing secret', async () => {
    const keys = await jwks()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(keys[0]!.kid).toEqual(expect.any(String))
    expect(keys[0]!.d).toBeUndefined()
    expect(keys.some((key) => key.kty === 'oct')).toBe(false)
  })

  it('signs user access tokens with ES256 under that key, and they verify against the JWKS', async () => {
    const person = await signedInUser(stack)
    const { data } = await person.supabase.auth.getSession()
    const token = data.session!.access_token
    const header = decodeProtectedHeader(token)
    const [key] = await jwks()
    expect(header).toMatchObject({ alg: 'ES256', kid: key!.kid })
    const { payload } = await jwtVerify(token, await importJWK(key!, 'ES256'))
    expect(payload).toMatchObject({ sub: person.id, role: 'authenticated' })
  })

  it('the publishable key acts as anon and the secret key as service_role', async () => {
    const site = createClient(stack.apiUrl, stack.publishableKey, OPTIONS)
    expect((await site.auth.admin.listUsers({ perPage: 1 })).error?.status).toBe(403)
    const settings = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.publishableKey },
    })
    expect(settings.status).toBe(200)
    await settings.body?.cancel()
    const server = createClient(stack.apiUrl, stack.secretKey, OPTIONS)
    const listed = await server.auth.admin.listUsers({ perPage: 1 })
    expect(listed.error).toBeNull()
    const read = await server.from('contact_submissions').select('id').limit(1)
    expect(read.error).toBeNull()
  })

  it('still has the legacy anon and service_role keys (HS256, the legacy JWT secret), as a new project does', async () => {
    for (const key of [stack.anonKey, stack.serviceRoleKey]) {
      expect(decodeProtectedHeader(key).alg).toBe('HS256')
    }
    const anon = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    })
    expect(anon.status).toBe(200)
    await anon.body?.cancel()
    const service = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions?select=id&limit=1`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    })
    expect(service.status).toBe(200)
    await service.body?.cancel()
  })
})

describe('the postgres role as hosted and the CLI have it', () => {
  it('finds extensions without a schema: search_path is "$user", public, extensions', async () => {
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ path: string; salt: string }>(
        `select current_setting('search_path') as path, gen_salt('bf') as salt`,
      )
      expect(rows[0]!.path).toBe('"$user", public, extensions')
      expect(rows[0]!.salt).toMatch(/^\$2a\$/)
    } finally {
      await client.end()
    }
  })
})

describe("config.toml's keys as the Supabase CLI reads them", () => {
  it('[auth] signing_keys_path: user tokens are signed with the first key of that file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'signing-keys-'))
    const { privateKey } = await generateKeyPair('ES256', { extractable: true })
    const jwk = { ...(await exportJWK(privateKey)), kid: 'from-the-file', alg: 'ES256' }
    writeFileSync(join(folder, 'signing_keys.json'), JSON.stringify([jwk]))
    const file = join(folder, 'config.toml')
    const tables = parseToml('[auth]\nsigning_keys_path = "./signing_keys.json"\n')
    const keys = await stackKeys({}, { tables, file })
    const token = await signJwt({ sub: 'someone', role: 'authenticated' }, keys.jwt)
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: 'from-the-file' })
    const served = await jwksOf(keys.jwt)
    expect(served.keys).toEqual([expect.objectContaining({ kid: 'from-the-file', x: jwk.x })])
    expect(served.keys[0]).not.toHaveProperty('d')
  })

  it('[auth] signing_keys_path: an RS256 key with key_ops ["sign","verify"] signs, as GoTrue takes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'signing-keys-'))
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    const jwk = {
      ...(await exportJWK(privateKey)),
      kid: 'rsa-from-the-file',
      alg: 'RS256',
      key_ops: ['sign', 'verify'],
    }
    writeFileSync(join(folder, 'signing_keys.json'), JSON.stringify([jwk]))
    const file = join(folder, 'config.toml')
    const tables = parseToml('[auth]\nsigning_keys_path = "./signing_keys.json"\n')
    const keys = await stackKeys({}, { tables, file })
    const token = await signJwt({ sub: 'someone', role: 'authenticated' }, keys.jwt)
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'rsa-from-the-file' })
    const served = await jwksOf(keys.jwt)
    expect(served.keys).toEqual([expect.objectContaining({ kid: 'rsa-from-the-file', n: jwk.n })])
  })

  it('without signing_keys_path each start makes its own ES256 key', async () => {
    const keys = await stackKeys(
      {},
      { tables: parseToml('[auth]\n'), file: '/nowhere/config.toml' },
    )
    expect(typeof keys.jwt === 'string' ? 'HS256' : keys.jwt.alg).toBe('ES256')
  })

  it('a config without [auth.email] enable_confirmations has confirmations off (the CLI default)', () => {
    expect(
      authSettingsFromToml(parseToml('[auth.email]\nenabled = true\n')).enableConfirmations,
    ).toBe(false)
    expect(
      authSettingsFromToml(parseToml('[auth.email]\nenable_confirmations = true\n'))
        .enableConfirmations,
    ).toBe(true)
  })
})
