/**
 * Bounces and complaints through the local stand-in, as Resend delivers them: the inbox's
 * `POST /api/mail-events` posts a signed `email.bounced` or `email.complained` to the
 * receive-inbound-mail function, which records it (public.record_mail_event): a hard bounce or a
 * complaint puts the address on the suppression list and out of the next update's count; a soft
 * bounce changes nothing.
 */
import type pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { uniqueEmail } from '../support/factories'
import { connectStackDb } from '../support/stack-db'
import { getTestStack, type TestStack } from '../support/test-stack'

let stack: TestStack
let db: pg.Client
const addresses = {
  hard: uniqueEmail('bounce-hard').toLowerCase(),
  soft: uniqueEmail('bounce-soft').toLowerCase(),
  spam: uniqueEmail('complaint').toLowerCase(),
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
}, 60_000)

afterAll(async () => {
  const all = Object.values(addresses)
  await db?.query('delete from public.mail_suppressions where email = any($1)', [all])
  await db?.end()
})

async function mailEvent(body: unknown) {
  const response = await fetch(`${stack.inboxUrl}/api/mail-events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function suppression(email: string) {
  const { rows } = await db.query<{ reason: string; detail: string | null }>(
    'select reason, detail from public.mail_suppressions where email = $1',
    [email],
  )
  return rows[0]
}

it('a hard bounce on demand reaches the function and suppresses the address', async () => {
  expect(await mailEvent({ type: 'email.bounced', to: addresses.hard })).toEqual({
    status: 200,
    body: { accepted: true },
  })
  expect(await suppression(addresses.hard)).toEqual({
    reason: 'bounced',
    detail: "The recipient's mailbox does not exist.",
  })
})

it('a complaint on demand suppresses the address', async () => {
  expect((await mailEvent({ type: 'email.complained', to: addresses.spam })).status).toBe(200)
  expect((await suppression(addresses.spam))?.reason).toBe('complained')
})

it('a soft bounce changes nothing', async () => {
  const answer = await mailEvent({
    type: 'email.bounced',
    to: addresses.soft,
    bounceType: 'Transient',
  })
  expect(answer.status).toBe(200)
  expect(await suppression(addresses.soft)).toBeUndefined()
})

it('a request that is not an event is refused with how to write one', async () => {
  const answer = await mailEvent({ type: 'email.opened', to: addresses.soft })
  expect(answer.status).toBe(400)
})
