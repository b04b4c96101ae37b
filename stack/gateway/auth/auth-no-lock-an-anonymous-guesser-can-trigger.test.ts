/**
 * Hosted Free/Pro has no per-account or per-factor lock (GoTrue keeps none; the Password and MFA
 * Verification Attempt hooks are Teams/Enterprise), so neither has the stand-in: a guesser spread
 * over ten client addresses meets only the per-address limits (config.toml's sign_in_sign_ups and
 * token_verifications), and nothing they do keeps the owner out. Counts are stated in each test.
 * Runs against an auth service with config.toml's own settings and limits (hosted-like-auth.ts).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from './totp'
import { makeUser } from '../../../tests/support/factories'
import { fetchFromAddress } from '../../../tests/support/fetch-from-address'
import { startHostedLikeAuth, type HostedLikeAuth } from '../../../tests/support/hosted-like-auth'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack
let auth: HostedLikeAuth

const OPTIONS = { persistSession: false, autoRefreshToken: false } as const
/** Ten client addresses, as ten machines of one guesser. */
const ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.${i + 60}.${i + 2}`)

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

/** An account with a verified authenticator, and the owner's own aal2 session. */
async function ownerWithFactor() {
  const person = await createAccount()
  const owner = clientFrom('127.0.70.1')
  await owner.auth.signInWithPassword(person)
  const { data: factor, error } = await owner.auth.mfa.enroll({ factorType: 'totp' })
  if (error) throw error
  const verified = await owner.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  })
  if (verified.error) throw verified.error
  return { ...person, factorId: factor.id, secret: factor.totp.secret, owner }
}

/** A challenge and a verify from `address` with `token` (someone holding the password). */
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

const wrongCode = (good: string, n: number) =>
  String((Number(good) + 1000 + n) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  stack = await getTestStack()
  auth = await startHostedLikeAuth(stack)
})

afterAll(async () => {
  await auth?.stop()
})

describe('wrong passwords from ten client addresses', () => {
  it('50 wrong passwords (5 from each address) are each refused alike, and the owner then signs in at once', async () => {
    const person = await createAccount()
    const statuses: number[] = []
    for (let round = 0; round < 5; round++) {
      for (const address of ADDRESSES) {
        const { error } = await clientFrom(address).auth.signInWithPassword({
          email: person.email,
          password: `wrong guess ${round}`,
        })
        statuses.push(error?.status ?? 200)
        expect(error).toMatchObject({ code: 'invalid_credentials' })
      }
    }
    expect(statuses).toHaveLength(50)
    expect(new Set(statuses)).toEqual(new Set([400]))
    const { data, error } = await clientFrom('127.0.71.1').auth.signInWithPassword(person)
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(auth.mails).toEqual([])
  }, 240_000)

  it('the right password in the middle of the guessing is accepted (no lock answers like a wrong one)', async () => {
    const person = await createAccount()
    for (const address of ADDRESSES) {
      await clientFrom(address).auth.signInWithPassword({
        email: person.email,
        password: 'nope nope',
      })
    }
    const { error } = await clientFrom(ADDRESSES[0]!).auth.signInWithPassword(person)
    expect(error).toBeNull()
  }, 120_000)
})

describe('wrong codes from ten client addresses, by someone holding the password', () => {
  it("20 wrong codes (2 from each address) end none of the owner's sessions, and the owner signs in with password and code during the attack", async () => {
    const person = await ownerWithFactor()
    const attackerSession = await clientFrom('127.0.72.1').auth.signInWithPassword(person)
    const token = attackerSession.data.session!.access_token
    const good = totpCode(person.secret)
    const answers: number[] = []
    for (let round = 0; round < 2; round++) {
      for (const [i, address] of ADDRESSES.entries()) {
        const answer = await verifyFrom(
          address,
          token,
          person.factorId,
          wrongCode(good, round * 10 + i),
        )
        answers.push(answer.status)
        expect(answer).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
      }
    }
    expect(answers).toHaveLength(20)
    // The owner's session from before the attack still works: user and refresh.
    const before = await person.owner.auth.getUser()
    expect(before.error).toBeNull()
    const refreshed = await person.owner.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    // And a new sign-in of the owner's, with password and the current code, reaches aal2.
    const fresh = clientFrom('127.0.73.1')
    expect((await fresh.auth.signInWithPassword(person)).error).toBeNull()
    const verified = await fresh.auth.mfa.challengeAndVerify({
      factorId: person.factorId,
      code: totpCode(person.secret),
    })
    expect(verified.error).toBeNull()
    const { data: level } = await fresh.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level?.currentLevel).toBe('aal2')
  })

  it('a wrong code leaves its challenge usable: the right code follows on the same challenge, as in GoTrue', async () => {
    const person = await ownerWithFactor()
    const second = clientFrom('127.0.74.1')
    await second.auth.signInWithPassword(person)
    const { data: challenge } = await second.auth.mfa.challenge({ factorId: person.factorId })
    const good = totpCode(person.secret)
    const wrong = await second.auth.mfa.verify({
      factorId: person.factorId,
      challengeId: challenge!.id,
      code: wrongCode(good, 1),
    })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    const right = await second.auth.mfa.verify({
      factorId: person.factorId,
      challengeId: challenge!.id,
      code: totpCode(person.secret),
    })
    expect(right.error).toBeNull()
  })

  it('a code works again within its ~90 s (skew 1, no record of used steps), as on hosted', async () => {
    const person = await ownerWithFactor()
    const code = totpCode(person.secret)
    for (const address of ['127.0.75.1', '127.0.75.2']) {
      const client = clientFrom(address)
      await client.auth.signInWithPassword(person)
      const { error } = await client.auth.mfa.challengeAndVerify({
        factorId: person.factorId,
        code,
      })
      expect(error).toBeNull()
    }
    // The previous step's code is accepted too (skew 1).
    const previous = totpCode(person.secret, Date.now() - 30_000)
    const client = clientFrom('127.0.75.3')
    await client.auth.signInWithPassword(person)
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: person.factorId,
      code: previous,
    })
    expect(error).toBeNull()
  })
})

describe('the lockout route is gone', () => {
  it('DELETE /auth/v1/admin/users/<id>/lockout is not found, as on hosted', async () => {
    const person = await createAccount()
    const response = await fetch(`${auth.url}/auth/v1/admin/users/${person.id}/lockout`, {
      method: 'DELETE',
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    })
    expect(response.status).toBe(404)
  })
})
