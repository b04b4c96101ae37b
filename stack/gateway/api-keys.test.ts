/**
 * Both kinds of API key against the local gateway, with hosted's behaviour for each: the legacy
 * anon/service_role JWTs and the new `sb_publishable_…` / `sb_secret_…` keys. A publishable key
 * acts as anon, a secret key as service_role, a secret key from a browser is refused, and a new
 * key is never a JWT (verify_jwt: stack/gateway/functions/functions.test.ts).
 */
import { randomInt } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { SECRET_KEY_IN_BROWSER_MESSAGE } from './server'
import { makeIntakeRow } from '../../tests/support/factories'
import { fetchFromAddress } from '../../tests/support/fetch-from-address'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'

const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let stack: TestStack
/** Each test's visitor leaves from an address of its own, so the per-network limit never bites. */
const block = randomInt(1, 250)
let host = 0
const freshAddress = () => `127.${block}.251.${(++host % 250) + 1}`

beforeAll(async () => {
  stack = await getTestStack()
})

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/rest/v1/${path}`, init)

describe('publishable key (sb_publishable_…)', () => {
  it('supabase-js with the publishable key stores a form submission, as the site does', async () => {
    const site = createClient(stack.apiUrl, stack.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFromAddress(freshAddress()) },
    })
    const { error, status } = await site
      .from('contact_submissions')
      .insert(makeIntakeRow('contact_submissions'))
    expect(error).toBeNull()
    expect(status).toBe(201)
  })

  it('acts as anon: it cannot read the submissions back', async () => {
    const response = await rest('contact_submissions?select=id&limit=1', {
      headers: { apikey: stack.publishableKey },
    })
    const body = (await response.json()) as unknown
    expect(response.status === 200 ? body : []).toEqual([])
    expect([200, 401, 403]).toContain(response.status)
  })

  it('answers the auth settings, as the anon key does', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.publishableKey },
    })
    expect(response.status).toBe(200)
    await response.body?.cancel()
  })

  it('reaches a notification function (verify_jwt off; the function accepts the key itself)', async () => {
    const site = createClient(stack.apiUrl, stack.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { error } = await site.functions.invoke('send-contact-notification', {
      body: {
        firstName: 'Nobody',
        lastName: 'Stored',
        email: `never-stored-${randomInt(1e9)}@example.org`,
        phone: '208-555-0100',
        organizationType: 'k-12',
        organizationName: 'Nowhere',
        subject: 'partnership',
        message: 'This payload matches no stored row.',
      },
    })
    // 200 {ok: true} from the function's own code (an unstored payload is answered as a stored
    // one, so a caller cannot probe what is stored): it got past the gateway and accepted the key;
    // a refused key is 401.
    expect(error).toBeNull()
  })

  it('a notification function refuses a caller without the project key', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/send-contact-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: 'sb_publishable_someone-else' },
      body: '{}',
    })
    expect(response.status).toBe(401)
    await response.body?.cancel()
  })
})

describe('secret key (sb_secret_…)', () => {
  it('acts as service_role from a server: it reads the submissions', async () => {
    const response = await rest('contact_submissions?select=id&limit=1', {
      headers: { apikey: stack.secretKey },
    })
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  it('works through supabase-js on a server (no browser User-Agent)', async () => {
    const server = createClient(stack.apiUrl, stack.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { error } = await server.from('contact_submissions').select('id').limit(1)
    expect(error).toBeNull()
  })

  it('works with Auth’s admin API: the gateway hands Auth a JWT for the key’s role, as hosted does', async () => {
    const server = createClient(stack.apiUrl, stack.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { data, error } = await server.auth.admin.listUsers({ perPage: 1 })
    expect(error).toBeNull()
    expect(Array.isArray(data.users)).toBe(true)
    // The publishable key is anon: the admin API refuses it.
    const site = createClient(stack.apiUrl, stack.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const refused = await site.auth.admin.listUsers({ perPage: 1 })
    expect(refused.error?.status).toBe(403)
  })

  it('is refused with 401 when a browser sends it (apikey or bearer)', async () => {
    const attempts: Record<string, string>[] = [
      { apikey: stack.secretKey },
      { apikey: stack.publishableKey, Authorization: `Bearer ${stack.secretKey}` },
    ]
    for (const headers of attempts) {
      const response = await rest('contact_submissions?select=id&limit=1', {
        headers: { ...headers, 'User-Agent': BROWSER_USER_AGENT, Origin: 'https://example.org' },
      })
      expect(response.status).toBe(401)
      expect(((await response.json()) as { message: string }).message).toBe(
        SECRET_KEY_IN_BROWSER_MESSAGE,
      )
    }
    const auth = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.secretKey, 'User-Agent': BROWSER_USER_AGENT },
    })
    expect(auth.status).toBe(401)
    await auth.body?.cancel()
    const fn = await fetch(`${stack.apiUrl}/functions/v1/send-contact-notification`, {
      method: 'POST',
      headers: { apikey: stack.secretKey, 'User-Agent': BROWSER_USER_AGENT },
      body: '{}',
    })
    expect(fn.status).toBe(401)
    await fn.body?.cancel()
  })

  it('the publishable key is fine from a browser', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.publishableKey, 'User-Agent': BROWSER_USER_AGENT },
    })
    expect(response.status).toBe(200)
    await response.body?.cancel()
  })
})

describe('legacy JWT keys still work beside the new ones', () => {
  it('the anon JWT and the service_role JWT keep their roles', async () => {
    const anon = await rest('contact_submissions?select=id&limit=1', {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    })
    const anonBody = (await anon.json()) as unknown
    expect(anon.status === 200 ? anonBody : []).toEqual([])
    const service = await rest('contact_submissions?select=id&limit=1', {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    })
    expect(service.status).toBe(200)
    await service.body?.cancel()
  })

  it('an unknown sb_ key is refused', async () => {
    const response = await rest('contact_submissions?select=id', {
      headers: { apikey: 'sb_publishable_not-this-project' },
    })
    expect(response.status).toBe(401)
    await response.body?.cancel()
  })
})
