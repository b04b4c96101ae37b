/**
 * The gateway in front of every service: API keys, bearer tokens and CORS, as Kong and PostgREST
 * answer them in `supabase start` (wire contract §0, §8, §10).
 */
import type { IncomingMessage } from 'node:http'
import { createClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from './jwt'
import { localKeys } from './keys'
import { checkApiKey, checkBearer } from './server'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

const withBearer = (token?: string) =>
  ({ headers: token ? { authorization: `Bearer ${token}` } : {} }) as unknown as IncomingMessage

describe('API keys', () => {
  it('refuses a request without an apikey', async () => {
    for (const path of ['/rest/v1/contact_submissions', '/auth/v1/settings']) {
      const response = await fetch(`${stack.apiUrl}${path}`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'No API key found in request' })
    }
  })

  it('refuses an apikey that is not one of the project keys', async () => {
    const forged = await signJwt(
      { iss: 'supabase-demo', role: 'anon' },
      'some-other-secret-with-at-least-32-chars',
    )
    for (const key of ['wrong', forged]) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
        headers: { apikey: key },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid API key' })
    }
  })

  it('surfaces a wrong key to supabase-js as a 401 "Invalid API key"', async () => {
    const supabase = createClient(stack.apiUrl, 'not-the-key', { auth: { persistSession: false } })
    const { error } = await supabase.auth.signInWithPassword({
      email: 'someone@example.test',
      password: 'whatever',
    })
    expect(error).toMatchObject({ status: 401, message: 'Invalid API key' })
  })

  it.each([
    ['anon JWT', localKeys.anonKey],
    ['service_role JWT', localKeys.serviceRoleKey],
    ['publishable', localKeys.publishableKey],
    ['secret', localKeys.secretKey],
  ])('accepts the %s key', async (_name, key) => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: key } })
    expect(response.status).toBe(200)
  })

  it('maps each key to its database role', () => {
    expect(checkApiKey(localKeys.anonKey, localKeys)).toMatchObject({ ok: true, role: 'anon' })
    expect(checkApiKey(localKeys.publishableKey, localKeys)).toMatchObject({
      ok: true,
      role: 'anon',
    })
    expect(checkApiKey(localKeys.serviceRoleKey, localKeys)).toMatchObject({
      ok: true,
      role: 'service_role',
    })
    expect(checkApiKey(localKeys.secretKey, localKeys)).toMatchObject({
      ok: true,
      role: 'service_role',
    })
  })
})

describe('bearer tokens on /rest/v1', () => {
  const anon = { role: 'anon' as const, claims: { role: 'anon' } }

  it('uses the bearer JWT role, falling back to the apikey role without one', async () => {
    const now = Math.floor(Date.now() / 1000)
    const user = await signJwt(
      { sub: 'u1', role: 'authenticated', iat: now, exp: now + 60 },
      localKeys.jwtSecret,
    )
    expect(await checkBearer(withBearer(user), anon, localKeys)).toMatchObject({
      ok: true,
      role: 'authenticated',
      claims: { sub: 'u1' },
    })
    expect(await checkBearer(withBearer(), anon, localKeys)).toMatchObject({
      ok: true,
      role: 'anon',
    })
    expect(await checkBearer(withBearer(localKeys.secretKey), anon, localKeys)).toMatchObject({
      ok: true,
      role: 'service_role',
    })
  })

  it('refuses a JWT whose role is not an API role', async () => {
    const token = await signJwt({ role: 'postgres' }, localKeys.jwtSecret)
    expect(await checkBearer(withBearer(token), anon, localKeys)).toMatchObject({
      ok: false,
      code: 'PGRST301',
    })
  })

  it('answers a forged bearer with 401 PGRST301', async () => {
    const forged = await signJwt(
      { role: 'service_role' },
      'some-other-secret-with-at-least-32-chars',
    )
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null })
  })

  it('answers a malformed bearer with 401 PGRST301', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      headers: { apikey: stack.anonKey, Authorization: 'Bearer not.a-jwt' },
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301')
  })

  it('answers an expired bearer with 401 PGRST303 "JWT expired"', async () => {
    const past = Math.floor(Date.now() / 1000) - 60
    const expired = await signJwt(
      { role: 'authenticated', sub: 'u1', iat: past - 3600, exp: past },
      localKeys.jwtSecret,
    )
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${expired}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    })
  })
})

describe('CORS', () => {
  it('answers a preflight with every origin and echoes the requested headers', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, prefer, x-client-info',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, prefer, x-client-info',
    )
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('exposes Content-Range and X-Supabase-Api-Version on responses, errors included', async () => {
    const ok = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    })
    const refused = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`)
    for (const response of [ok, refused]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-expose-headers')).toBe(
        'Content-Range, X-Supabase-Api-Version',
      )
    }
  })
})

describe('routes', () => {
  it('answers an unknown path with 404 and an unprovided service with 501', async () => {
    const unknown = await fetch(`${stack.apiUrl}/nothing-here`, {
      headers: { apikey: stack.anonKey },
    })
    expect(unknown.status).toBe(404)
    // Storage is provided (stack/storage/); realtime is not.
    const realtime = await fetch(`${stack.apiUrl}/realtime/v1/api/ping`, {
      headers: { apikey: stack.anonKey },
    })
    expect(realtime.status).toBe(501)
  })

  it('refuses a body larger than the limit with 413', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: 'x'.repeat(7 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
  })
})
