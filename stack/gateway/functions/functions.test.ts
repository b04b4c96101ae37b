/**
 * Edge functions through the gateway, driven by supabase-js: real Deno runs the fixture functions
 * in tests/stack/fixtures/functions on a gateway of their own (port chosen by the OS), so these
 * tests do not depend on the project's functions.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, FunctionsHttpError } from '@supabase/supabase-js'
import { decodeProtectedHeader } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFunctionsRunner, readFunctionSecrets, type FunctionsRunner } from './index'
import { signJwt, type AsymmetricJwtKeys } from '../jwt'
import { localKeys } from '../keys'
import { createAsymmetricJwtKeys } from '../signing-keys'
import { startGateway, type Gateway } from '../server'
import type { ServiceHandler } from '../types'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = resolve(here, '../../..')
// The fixture functions stay under tests/: they are Deno code, not modules of the stand-in.
const fixtures = join(repoRoot, 'tests/stack/fixtures')

const unused: ServiceHandler = async (_req, res) => {
  res.writeHead(418)
  res.end()
}

let gateway: Gateway
let runner: FunctionsRunner
/** The project's keys as a project created today has them: ES256 user tokens beside the legacy secret. */
let signingKeys: AsymmetricJwtKeys
const output: string[] = []

beforeAll(async () => {
  signingKeys = await createAsymmetricJwtKeys(localKeys.jwtSecret)
  runner = createFunctionsRunner({
    functionsDir: join(fixtures, 'functions'),
    configFile: join(fixtures, 'config.toml'),
    denoBin: join(repoRoot, 'node_modules/.bin/deno'),
    denoDir: join(repoRoot, '.deno'),
    env: {
      SUPABASE_URL: 'http://127.0.0.1:1',
      SUPABASE_ANON_KEY: localKeys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: localKeys.serviceRoleKey,
      SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:1/postgres',
      NOTIFY_TO: 'notifications@idaho-ai-alliance.local',
      FIXTURE_SECRET: 'from-secrets',
    },
    jwtSecret: signingKeys,
    log: (name, line) => output.push(`${name}: ${line}`),
  })
  process.env.HOST_ONLY_VARIABLE = 'must not leak into functions'
  gateway = await startGateway({
    port: 0,
    keys: { ...localKeys, jwt: signingKeys },
    rest: unused,
    auth: unused,
    functions: runner,
  })
})

afterAll(async () => {
  await gateway?.stop()
  await runner?.stop()
})

function client(key = localKeys.anonKey) {
  return createClient(gateway.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

describe('functions.invoke', () => {
  it('runs the function in Deno and returns its JSON', async () => {
    const { data, error } = await client().functions.invoke('echo', { body: { hello: 'world' } })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: '{"hello":"world"}',
      authorization: true,
    })
  })

  it('gives the function the Supabase variables and the project secrets, and nothing else of the host', async () => {
    const { data } = await client().functions.invoke('echo', { body: {} })
    expect(data.env).toEqual({
      SUPABASE_URL: 'http://127.0.0.1:1',
      SUPABASE_ANON_KEY: 'set',
      SUPABASE_SERVICE_ROLE_KEY: 'set',
      SUPABASE_DB_URL: 'set',
      NOTIFY_TO: 'notifications@idaho-ai-alliance.local',
      FIXTURE_SECRET: 'from-secrets',
      HOST_ONLY_VARIABLE: null,
    })
  })

  it('passes sub-paths and query strings to the function', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/echo/items/7?draft=1`, {
      headers: { Authorization: `Bearer ${localKeys.anonKey}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      method: 'GET',
      path: '/echo/items/7',
      query: '?draft=1',
    })
  })

  it('turns a non-2xx answer into FunctionsHttpError whose body the app can read', async () => {
    const { data, error } = await client().functions.invoke('fail', { body: { email: 'nope' } })
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      fields: { email: 'Enter a valid email' },
    })
  })

  it('accepts a signed-in user access token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = await signJwt(
      {
        sub: crypto.randomUUID(),
        role: 'authenticated',
        aud: 'authenticated',
        iat: now,
        exp: now + 600,
      },
      localKeys.jwtSecret,
    )
    const { data, error } = await client().functions.invoke('echo', {
      body: {},
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(error).toBeNull()
    expect(data.authorization).toBe(true)
  })
})

describe('verify_jwt', () => {
  it('refuses a call without a bearer token with 401 (a publishable key is not a JWT)', async () => {
    const { error } = await client(localKeys.publishableKey).functions.invoke('echo', { body: {} })
    expect(error).toBeInstanceOf(FunctionsHttpError)
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Missing authorization header' })
  })

  it('refuses a new API key sent as a bearer token with 401 (it is not a JWT)', async () => {
    for (const key of [localKeys.publishableKey, localKeys.secretKey]) {
      const response = await fetch(`${gateway.url}/functions/v1/echo`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}` },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ message: 'Invalid JWT' })
    }
  })

  it('lets a new API key reach a function declared verify_jwt = false', async () => {
    const { data, error } = await client(localKeys.publishableKey).functions.invoke('aliased', {
      body: {},
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: '/aliased' })
  })

  it('refuses a user token signed with the asymmetric key (ES256) with the platform’s 401 "Invalid JWT"', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: crypto.randomUUID(), role: 'authenticated', iat: now, exp: now + 600 }
    const token = await signJwt(claims, signingKeys)
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: signingKeys.kid })
    const refused = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { apikey: localKeys.publishableKey, Authorization: `Bearer ${token}` },
    })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ code: 401, message: 'Invalid JWT' })
    // The same claims signed with the legacy secret (HS256) pass, as on hosted.
    const legacy = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await signJwt(claims, localKeys.jwtSecret)}` },
    })
    expect(legacy.status).toBe(200)
    await legacy.body?.cancel()
    // A function with verify_jwt off is reached with the ES256 token.
    const open = await fetch(`${gateway.url}/functions/v1/open`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(open.status).toBe(200)
    await open.body?.cancel()
  })

  it('refuses a token signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'service_role' },
      'another-secret-that-is-at-least-32-characters',
    )
    const response = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Invalid JWT' })
  })

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 120
    const expired = await signJwt({ role: 'anon', iat: past - 60, exp: past }, localKeys.jwtSecret)
    const response = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${expired}` },
    })
    expect(response.status).toBe(401)
  })

  it('lets anyone call a function declared verify_jwt = false in config.toml', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/open`, { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('open to all')
  })

  it('honours entrypoint and import_map from config.toml', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/aliased`, { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ path: '/aliased', authorization: false })
  })

  it('hands the CORS preflight to the function without a token', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey')
  })
})

describe('which functions exist', () => {
  it.each([
    ['an unknown name', 'nope'],
    ['the _shared folder', '_shared'],
    ['a disabled function', 'disabled'],
    ['a name that is not a slug', '..%2Fecho'],
  ])('answers 404 for %s', async (_what, name) => {
    const response = await fetch(`${gateway.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localKeys.anonKey}` },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    })
  })

  it('reports a function that fails at start-up as a 503 boot error with its log', async () => {
    const response = await fetch(`${gateway.url}/functions/v1/broken`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localKeys.anonKey}` },
    })
    expect(response.status).toBe(503)
    const body = (await response.json()) as { code: string; logs: string[] }
    expect(body.code).toBe('BOOT_ERROR')
    expect(body.logs.join('\n')).toContain('fixture function failed at start-up')
  })
})

describe('function secrets file', () => {
  it('reads supabase/functions/.env and ignores reserved SUPABASE_ names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fn-secrets-'))
    try {
      writeFileSync(
        join(dir, '.env'),
        'NOTIFY_TO=team@example.org\nSUPABASE_URL=http://elsewhere\n# comment\n',
      )
      expect(readFunctionSecrets(dir)).toEqual({ NOTIFY_TO: 'team@example.org' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is optional', () => {
    expect(readFunctionSecrets(join(fixtures, 'does-not-exist'))).toEqual({})
  })
})
