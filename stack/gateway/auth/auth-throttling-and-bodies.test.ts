/**
 * Throttling with supabase/config.toml's own `[auth.rate_limit]` numbers (a separate auth service
 * on the test database, since the shared test stack raises the limits for its many sign-ins), and
 * hostile bodies at /auth/v1.
 */
import { readFileSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRoleUrls } from '../../db/service-roles'
import { authSettingsFromToml } from './auth-config'
import { createAuthHandler } from './index'
import { parseToml } from '../config-toml'
import { localKeys } from '../keys'
import { startGateway, type Gateway } from '../server'
import { signedInUser } from '../../../tests/support/auth-sessions'
import { makeUser } from '../../../tests/support/factories'
import { fetchFromAddress } from '../../../tests/support/fetch-from-address'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack
let hostedLike: Gateway
let authPool: pg.Pool

const OPTIONS = { auth: { persistSession: false, autoRefreshToken: false } } as const
const settings = authSettingsFromToml(
  parseToml(readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8')),
)

/** A gateway with the auth service only (REST answers 501), on the suite's auth pool. */
function authOnlyGateway() {
  return startGateway({
    port: 0,
    keys: localKeys,
    rest: async (_req, res) => {
      res.writeHead(501).end()
    },
    auth: createAuthHandler({
      pool: authPool,
      jwtSecret: localKeys.jwtSecret,
      issuer: 'http://127.0.0.1/auth/v1',
      settings,
      sendEmail: async () => {},
    }),
  })
}

beforeAll(async () => {
  stack = await getTestStack()
  authPool = new pg.Pool({ connectionString: serviceRoleUrls(stack.dbUrl).authUrl, max: 2 })
  hostedLike = await authOnlyGateway()
})

afterAll(async () => {
  await hostedLike?.stop()
  await authPool?.end()
})

describe('throttling as config.toml sets it', () => {
  it('config.toml: sign-ups and resets 30, every /token grant 150 per 5 minutes per address; 1,000 auth e-mails an hour', () => {
    expect(settings.rateLimits).toMatchObject({
      signInSignUps: 30,
      tokenRefresh: 150,
      emailSent: 1000,
      mfaChallengeAndVerify: 15,
    })
    expect(settings.enableConfirmations).toBe(true)
  })

  // GoTrue's `/token` limiter (token_refresh: 150 per 5 minutes = one every 2 s, burst 30), not the
  // sign-up one: 30 guesses at once, then one every 2 s, i.e. 1,830 an hour from one address.
  it('answers the 31st password guess from one address with 429, and another one 2 s later', async () => {
    const supabase = createClient(hostedLike.url, stack.anonKey, {
      ...OPTIONS,
      global: { fetch: fetchFromAddress('127.0.81.1') },
    })
    const { email } = makeUser()
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const { error } = await supabase.auth.signInWithPassword({ email, password: 'wrong one' })
      statuses.push(error?.status ?? 200)
    }
    expect(statuses.every((status) => status === 400)).toBe(true)
    const spent = await supabase.auth.signInWithPassword({ email, password: 'wrong one' })
    expect(spent.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    // Refreshes draw on the same bucket (token.go: one limiter for every grant but web3).
    const refresh = await supabase.auth.refreshSession({ refresh_token: 'not-a-token' })
    expect(refresh.error).toMatchObject({ status: 429 })
    // Sign-ups have their own (the OTP limiter): password guesses do not spend them.
    const signUp = await supabase.auth.signUp(makeUser())
    expect(signUp.error).toBeNull()
    await new Promise((done) => setTimeout(done, 2_100))
    const refilled = await supabase.auth.signInWithPassword({ email, password: 'wrong one' })
    expect(refilled.error).toMatchObject({ status: 400 })
  })

  // GoTrue's User limiter (sign_in_sign_ups per 5 minutes, burst 30), after the session check.
  it('answers the 31st PUT /user from one address with 429', async () => {
    const person = await signedInUser(stack)
    const fetchFrom = fetchFromAddress('127.0.81.3')
    const { data } = await createClient(
      hostedLike.url,
      stack.anonKey,
      OPTIONS,
    ).auth.signInWithPassword({ email: person.email, password: person.password })
    const update = () =>
      fetchFrom(`${hostedLike.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${data.session!.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ data: { note: 'x' } }),
      }).then((response) => response.status)
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push(await update())
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(await update()).toBe(429)
  })

  // GoTrue's FactorVerify limiter: 15 a minute (one every 4 s), burst 30, no setting on hosted.
  it('answers the 31st factor verification from one address with 429, and another one 4 s later', async () => {
    const fetchFrom = fetchFromAddress('127.0.81.2')
    const verify = () =>
      fetchFrom(`${hostedLike.url}/auth/v1/factors/${crypto.randomUUID()}/verify`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge_id: crypto.randomUUID(), code: '123456' }),
      }).then((response) => response.status)
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push(await verify())
    expect(statuses.filter((status) => status === 429)).toEqual([])
    expect(await verify()).toBe(429)
    await new Promise((done) => setTimeout(done, 4_100))
    expect(await verify()).not.toBe(429)
  })
})

describe('e-mails per hour', () => {
  it('email_sent counts auth e-mails for the whole project, from any address, invitations included (GoTrue)', async () => {
    const fresh = await startGateway({
      port: 0,
      keys: localKeys,
      rest: async (_req, res) => {
        res.writeHead(501).end()
      },
      auth: createAuthHandler({
        pool: authPool,
        jwtSecret: localKeys.jwtSecret,
        issuer: 'http://127.0.0.1/auth/v1',
        settings: { ...settings, rateLimits: { ...settings.rateLimits, emailSent: 3 } },
        sendEmail: async () => {},
      }),
    })
    try {
      const from = (address: string) =>
        createClient(fresh.url, stack.anonKey, {
          ...OPTIONS,
          global: { fetch: fetchFromAddress(address) },
        })
      const results = []
      for (const address of ['127.0.80.1', '127.0.80.2', '127.0.80.3']) {
        results.push((await from(address).auth.signUp(makeUser())).error)
      }
      expect(results).toEqual([null, null, null])
      const fourth = await from('127.0.80.4').auth.signUp(makeUser())
      expect(fourth.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
      const admin = createClient(fresh.url, stack.serviceRoleKey, OPTIONS)
      const invite = await admin.auth.admin.inviteUserByEmail(makeUser().email)
      expect(invite.error).toMatchObject({ status: 429 })
    } finally {
      await fresh.stop()
    }
  })
})

describe('hostile bodies at /auth/v1', () => {
  async function post(path: string, body: string, token = stack.anonKey) {
    return fetch(`${stack.apiUrl}/auth/v1/${path}`, {
      method: path === 'user' ? 'PUT' : 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body,
    })
  }

  it('refuses a 5.9 MB sign-up with 413 before reading it', async () => {
    const { email, password } = makeUser()
    const body = JSON.stringify({ email, password, data: { note: 'x'.repeat(5_900_000) } })
    const response = await post('signup', body)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'request_too_large' })
  })

  // GoTrue reads bodies with Go's json.Unmarshal, whose scanner allows 10,000 nested arrays and
  // objects and refuses the 10,001st (golang/go@23bf5c9a src/encoding/json/scanner.go).
  it('refuses JSON nested 10,001 deep with 400 bad_json, as Go refuses it in GoTrue', async () => {
    const email = makeUser().email
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
    const atLimit = await post('recover', `{"email":"${email}","x":${nested(9_999)}}`)
    expect(atLimit.status).toBe(200)
    const over = await post('recover', `{"email":"${email}","x":${nested(10_000)}}`)
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({
      code: 'bad_json',
      message: "Could not parse request body as JSON: invalid character '[' exceeded max depth",
    })
  })

  it('refuses metadata nested 50,000 deep at PUT /user with 400 bad_json, not a 500', async () => {
    const person = await signedInUser(stack)
    const { data } = await person.supabase.auth.getSession()
    const arrays = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const response = await post('user', `{"data":{"a":${arrays}}}`, data.session!.access_token)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'bad_json' })
  })

  it('stores user metadata over 4 KB, as GoTrue sets no metadata limit', async () => {
    const person = await signedInUser(stack)
    const note = 'x'.repeat(5000)
    const { data, error } = await person.supabase.auth.updateUser({ data: { note } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.note).toBe(note)
  })

  it('still accepts ordinary nesting', async () => {
    const person = await signedInUser(stack)
    const { error } = await person.supabase.auth.updateUser({
      data: { profile: { address: { town: { name: 'Boise' } } } },
    })
    expect(error).toBeNull()
  })
})
