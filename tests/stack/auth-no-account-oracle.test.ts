/**
 * Sign-up and recovery answer the same for an address with an account and one without: status,
 * body (its shape and every value not made up per request) and timing, also once a limit is
 * reached (issue 25 item 7). Timing is measured on the shared stack, whose mail really goes out
 * through SMTP to the inbox; the limits on an auth service with config.toml's own numbers.
 */
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser } from '../support/auth-sessions'
import { makeUser, uniqueEmail } from '../support/factories'
import { fetchFromAddress } from '../support/fetch-from-address'
import { startHostedLikeAuth, type HostedLikeAuth } from '../support/hosted-like-auth'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let limited: HostedLikeAuth

beforeAll(async () => {
  stack = await getTestStack()
  limited = await startHostedLikeAuth(stack)
})

afterAll(async () => {
  await limited?.stop()
})

type Answer = { status: number; body: unknown; ms: number }

async function post(
  base: string,
  path: 'signup' | 'recover',
  body: Record<string, unknown>,
  address = '127.0.0.1',
): Promise<Answer> {
  const started = performance.now()
  const response = await fetchFromAddress(address)(`${base}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    ms: performance.now() - started,
  }
}

/** The body with what is made up per request (ids, times) and the address itself replaced. */
function normalized(body: unknown, email: string): unknown {
  const text = JSON.stringify(body)
    .replaceAll(email.toLowerCase(), '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
  return JSON.parse(text)
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

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

  it('takes as long for a confirmed address as for a new one (medians of 6 within 60 ms)', async () => {
    const confirmed = await signedInUser(stack)
    const known: number[] = []
    const fresh: number[] = []
    for (let i = 0; i < 6; i++) {
      // The known address asks again after max_frequency (1s) has passed.
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const password = 'a long enough passphrase'
      known.push((await post(stack.apiUrl, 'signup', { email: confirmed.email, password })).ms)
      fresh.push((await post(stack.apiUrl, 'signup', { email: uniqueEmail('new'), password })).ms)
    }
    console.info(
      `sign-up medians: confirmed ${median(known).toFixed(0)} ms, new ${median(fresh).toFixed(0)} ms`,
    )
    expect(Math.abs(median(known) - median(fresh))).toBeLessThan(60)
  })
})

describe('recovery', () => {
  it('answers a known and an unknown address alike, in status, body and time (medians of 6 within 60 ms)', async () => {
    const person = await signedInUser(stack)
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1100))
      known.push(await post(stack.apiUrl, 'recover', { email: person.email }))
      unknown.push(await post(stack.apiUrl, 'recover', { email: uniqueEmail('stranger') }))
    }
    expect(
      new Set([...known, ...unknown].map((a) => `${a.status} ${JSON.stringify(a.body)}`)),
    ).toEqual(new Set(['200 {}']))
    const [k, u] = [median(known.map((a) => a.ms)), median(unknown.map((a) => a.ms))]
    console.info(`recovery medians: known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms`)
    const gap = Math.abs(k - u)
    expect(gap).toBeLessThan(60)
  })
})

describe('invitations have an allowance of their own', () => {
  it('an administrator still invites once anonymous visitors spent every e-mail of the hour', async () => {
    const fresh = await startHostedLikeAuth(stack)
    try {
      // Six addresses spend the hour's 30 anonymous e-mails (5 each).
      for (let a = 0; a < 6; a++) {
        for (let i = 0; i < 5; i++) {
          const spent = await post(
            fresh.url,
            'recover',
            { email: uniqueEmail('spend') },
            `127.0.72.${a + 1}`,
          )
          expect(spent.status).toBe(200)
        }
      }
      const refused = await post(fresh.url, 'recover', { email: uniqueEmail('late') }, '127.0.72.9')
      expect(refused.status).toBe(429)
      const invitee = uniqueEmail('invitee')
      const invited = await fetch(`${fresh.url}/auth/v1/invite`, {
        method: 'POST',
        headers: {
          apikey: stack.serviceRoleKey,
          Authorization: `Bearer ${stack.serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email: invitee }),
      })
      expect(invited.status).toBe(200)
      expect(fresh.mails.filter((mail) => mail.to === invitee.toLowerCase())).toHaveLength(1)
    } finally {
      await fresh.stop()
    }
  })
})
