/**
 * A guesser spread over many client addresses (issue 25 item 7): per-address limits let each
 * address through, so the account and the factor carry limits of their own. Counts are stated in
 * each test. Runs against an auth service with config.toml's own limits (hosted-like-auth.ts).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_FAILURE_LIMIT, FACTOR_FAILURE_LIMIT } from '../../stack/gateway/auth/lockouts'
import { totpCode } from '../../stack/gateway/auth/totp'
import { makeUser } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { startHostedLikeAuth, type HostedLikeAuth } from '../support/hosted-like-auth'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let auth: HostedLikeAuth

const OPTIONS = { persistSession: false, autoRefreshToken: false } as const
/** Ten client addresses, as ten machines of one guesser. */
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.${i + 20}.${i + 2}`)

function clientFrom(address: string): SupabaseClient {
  return createClient(auth.url, stack.anonKey, {
    auth: OPTIONS,
    global: { fetch: fetchFromAddress(address) },
  })
}

async function createAccount() {
  const person = makeUser()
  const admin = createClient(auth.url, stack.serviceRoleKey, { auth: OPTIONS })
  const { data, error } = await admin.auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
  })
  if (error) throw error
  return { ...person, id: data.user.id }
}

async function adminRequest(method: string, path: string) {
  return fetch(`${auth.url}/auth/v1/${path}`, {
    method,
    headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
  })
}

beforeAll(async () => {
  stack = await getTestStack()
  auth = await startHostedLikeAuth(stack)
})

afterAll(async () => {
  await auth?.stop()
})

describe('one account guessed from ten client addresses', () => {
  it(`stops after ${ACCOUNT_FAILURE_LIMIT} wrong passwords: 50 guesses, the right one at 25 refused, owner e-mailed`, async () => {
    const person = await createAccount()
    const clients = ADDRESSES.map(clientFrom)
    const answers: (number | string)[] = []
    for (let attempt = 1; attempt <= 50; attempt++) {
      const password = attempt === 25 ? person.password : `guess number ${attempt}`
      const { error } = await clients[attempt % clients.length]!.auth.signInWithPassword({
        email: person.email,
        password,
      })
      answers.push(error ? (error.code ?? error.status ?? 0) : 'signed in')
    }
    // Every address stayed far under its own limit (30 per 5 minutes): 5 attempts each.
    expect(answers.filter((answer) => answer === 'invalid_credentials')).toHaveLength(50)
    expect(answers).not.toContain('signed in')
    const notices = auth.mails.filter((mail) => mail.to === person.email.toLowerCase())
    expect(notices).toHaveLength(1)
    expect(notices[0]!.subject).toBe('Your sign-in has been locked')
    expect(notices[0]!.intro).toContain('ask an administrator to lift the lock')

    // From a new address, the right password is refused too until an administrator lifts the lock.
    const fresh = clientFrom('127.0.40.9')
    const locked = await fresh.auth.signInWithPassword(person)
    expect(locked.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    const state = await adminRequest('GET', `admin/users/${person.id}/lockout`)
    expect(
      ((await state.json()) as { password_locked_until: string | null }).password_locked_until,
    ).toMatch(/^\d{4}-/)
    const lifted = await adminRequest('DELETE', `admin/users/${person.id}/lockout`)
    expect(lifted.status).toBe(200)
    expect(await lifted.json()).toMatchObject({ lifted: ['password'], password_locked_until: null })
    const opened = await fresh.auth.signInWithPassword(person)
    expect(opened.error).toBeNull()
  })

  it('an unknown address is counted alike and answers alike, and nobody is e-mailed', async () => {
    const email = makeUser().email
    const clients = ADDRESSES.map(clientFrom)
    const codes = new Set<string | undefined>()
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT + 5; attempt++) {
      const { error } = await clients[attempt % clients.length]!.auth.signInWithPassword({
        email,
        password: `guess ${attempt}`,
      })
      codes.add(error?.code)
    }
    expect([...codes]).toEqual(['invalid_credentials'])
    expect(auth.mails.filter((mail) => mail.to === email.toLowerCase())).toEqual([])
  })

  it('only the service role may read or lift a lock', async () => {
    const person = await createAccount()
    const response = await fetch(`${auth.url}/auth/v1/admin/users/${person.id}/lockout`, {
      method: 'DELETE',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    })
    expect(response.status).toBe(403)
  })
})

describe('one factor guessed from ten client addresses', () => {
  /** An account with a verified authenticator, signed in again with its password (aal1). */
  async function personWithFactor() {
    const person = await createAccount()
    const enrolling = clientFrom('127.0.50.1')
    await enrolling.auth.signInWithPassword(person)
    const { data: factor, error } = await enrolling.auth.mfa.enroll({ factorType: 'totp' })
    if (error) throw error
    const secret = factor.totp.secret
    const verified = await enrolling.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(secret),
    })
    if (verified.error) throw verified.error
    const { data } = await clientFrom('127.0.50.2').auth.signInWithPassword(person)
    return { ...person, factorId: factor.id, secret, token: data.session!.access_token }
  }

  async function verifyFrom(address: string, token: string, factorId: string, code: string) {
    const send = (path: string, body: unknown) =>
      fetchFromAddress(address)(`${auth.url}/auth/v1/factors/${factorId}/${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify(body),
      })
    const challenge = await send('challenge', {})
    if (challenge.status !== 200) return { status: challenge.status, ...(await challenge.json()) }
    const { id } = (await challenge.json()) as { id: string }
    const verify = await send('verify', { challenge_id: id, code })
    return { status: verify.status, ...((await verify.json()) as Record<string, unknown>) }
  }

  it(`locks the factor after ${FACTOR_FAILURE_LIMIT} wrong codes from ten addresses and ends the sessions`, async () => {
    const person = await personWithFactor()
    const good = totpCode(person.secret)
    const wrong = (n: number) => String((Number(good) + 1000 + n) % 1_000_000).padStart(6, '0')
    const answers = []
    for (let attempt = 0; attempt < FACTOR_FAILURE_LIMIT; attempt++) {
      answers.push(
        await verifyFrom(ADDRESSES[attempt]!, person.token, person.factorId, wrong(attempt)),
      )
    }
    expect(answers.slice(0, -1).map((a) => a.code)).toEqual(
      Array.from({ length: FACTOR_FAILURE_LIMIT - 1 }, () => 'mfa_verification_failed'),
    )
    expect(answers.at(-1)).toMatchObject({ status: 403, code: 'mfa_verification_rejected' })
    expect(String(answers.at(-1)!.message)).toMatch(/locked for \d+ minutes/)
    // The lock ended the session the guesser was using.
    const after = await verifyFrom(ADDRESSES[9]!, person.token, person.factorId, good)
    expect(after).toMatchObject({ status: 403, code: 'session_not_found' })
    // A new sign-in with the right code is refused while the factor is locked.
    const { data } = await clientFrom('127.0.50.3').auth.signInWithPassword(person)
    const nextCode = totpCode(person.secret, Date.now() + 30_000)
    const refused = await verifyFrom(
      '127.0.50.3',
      data.session!.access_token,
      person.factorId,
      nextCode,
    )
    expect(refused).toMatchObject({ status: 403, code: 'mfa_verification_rejected' })
    expect(auth.mails.filter((mail) => mail.to === person.email.toLowerCase())).toHaveLength(1)

    const lifted = await adminRequest('DELETE', `admin/users/${person.id}/lockout`)
    expect(await lifted.json()).toMatchObject({ lifted: [person.factorId] })
    const { data: again } = await clientFrom('127.0.50.4').auth.signInWithPassword(person)
    const opened = await verifyFrom(
      '127.0.50.4',
      again.session!.access_token,
      person.factorId,
      nextCode,
    )
    expect(opened).toMatchObject({ status: 200, token_type: 'bearer' })
  })

  it('a wrong code spends its challenge: the right code cannot follow on the same challenge', async () => {
    const person = await personWithFactor()
    const headers = {
      apikey: stack.anonKey,
      Authorization: `Bearer ${person.token}`,
      'Content-Type': 'application/json',
    }
    const base = `${auth.url}/auth/v1/factors/${person.factorId}`
    const challenge = (await (
      await fetch(`${base}/challenge`, { method: 'POST', headers, body: '{}' })
    ).json()) as { id: string }
    const good = totpCode(person.secret, Date.now() + 30_000)
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0')
    const first = await fetch(`${base}/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ challenge_id: challenge.id, code: wrong }),
    })
    expect(first.status).toBe(422)
    const second = await fetch(`${base}/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ challenge_id: challenge.id, code: good }),
    })
    expect(second.status).toBe(422)
    expect(((await second.json()) as { error_code: string }).error_code).toBe(
      'mfa_factor_not_found',
    )
  })

  it('a code once accepted is never accepted again, not even for another session (RFC 6238 §5.2)', async () => {
    const person = await personWithFactor()
    const code = totpCode(person.secret, Date.now() + 30_000)
    const first = await verifyFrom('127.0.60.1', person.token, person.factorId, code)
    expect(first).toMatchObject({ status: 200 })
    const { data } = await clientFrom('127.0.60.2').auth.signInWithPassword(person)
    const second = await verifyFrom('127.0.60.2', data.session!.access_token, person.factorId, code)
    expect(second).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    expect(String(second.message)).toContain('already been used')
  })
})
