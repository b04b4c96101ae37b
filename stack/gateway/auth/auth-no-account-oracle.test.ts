/**
 * Sign-up and recovery answer the same for an address with an account and one without: status and
 * body (its shape and every value not made up per request), as GoTrue does, so nobody learns who
 * has an account. Not their timing: GoTrue answers as soon as it is done, hashing only for a new
 * account and returning at once for an unknown address (supabase/auth@bc32168e
 * internal/api/signup.go:179-189, recover.go:52-56), so the stand-in paces nothing either.
 */
import { createClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../../../tests/support/auth-sessions'
import { makeUser, uniqueEmail } from '../../../tests/support/factories'
import { getTestStack, type TestStack } from '../../../tests/support/test-stack'

let stack: TestStack

beforeAll(async () => {
  stack = await getTestStack()
})

type Answer = { status: number; body: unknown }

async function post(
  base: string,
  path: 'signup' | 'recover',
  body: Record<string, unknown>,
): Promise<Answer> {
  const response = await fetch(`${base}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

/** The body with what is made up per request (ids, times) and the address itself replaced. */
function normalized(body: unknown, email: string): unknown {
  const text = JSON.stringify(body)
    .replaceAll(email.toLowerCase(), '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
  return JSON.parse(text)
}

describe('sign-up', () => {
  it('answers a confirmed, an unconfirmed and an unknown address alike (status and body)', async () => {
    const confirmed = await signedInUser(stack)
    const unconfirmed = makeUser()
    await createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).auth.signUp(unconfirmed)
    await new Promise((resolve) => setTimeout(resolve, 1100)) // config.toml's max_frequency: 1s
    const unknown = makeUser()
    const data = { first_name: 'Ada', last_name: 'Lovelace' }
    const answers = await Promise.all(
      [confirmed, unconfirmed, unknown].map(async ({ email }) => {
        const answer = await post(stack.apiUrl, 'signup', {
          email,
          password: 'a long enough passphrase',
          data,
        })
        return { status: answer.status, body: normalized(answer.body, email) }
      }),
    )
    expect(answers[0]!.status).toBe(200)
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
  })
})

describe('recovery', () => {
  it('answers a known and an unknown address alike, in status and body', async () => {
    const person = await signedInUser(stack)
    const known = await post(stack.apiUrl, 'recover', { email: person.email })
    const unknown = await post(stack.apiUrl, 'recover', { email: uniqueEmail('stranger') })
    expect([known, unknown].map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([
      '200 {}',
      '200 {}',
    ])
  })
})
