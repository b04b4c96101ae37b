import assert from 'node:assert/strict'
import { svixSignature } from '../_shared/svix.ts'
import { envFrom } from '../_shared/test-support.ts'
import { createInboundHandler } from './handler.ts'
import type { MailEvent, MailEventOutcome } from './mail-events.ts'

const SECRET = `whsec_${btoa('inbound-secret-for-tests-32-bytes!')}`
const env = envFrom({ INBOUND_WEBHOOK_SECRET: SECRET, MAIL_INBOUND_DOMAIN: 'inbound.example.org' })

async function signed(event: unknown, secret = SECRET) {
  const body = JSON.stringify(event)
  const id = 'msg_bounce_1'
  const timestamp = String(Math.floor(Date.now() / 1000))
  return new Request('http://localhost/functions/v1/receive-inbound-mail', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'svix-id': id,
      'svix-timestamp': timestamp,
      'svix-signature': await svixSignature(secret, id, timestamp, body),
    },
    body,
  })
}

// The shape of Resend's email.bounced (https://resend.com/docs/webhooks/emails/bounced).
const bounced = (to: string[], type = 'Permanent') => ({
  type: 'email.bounced',
  created_at: '2026-11-29T12:00:00.000Z',
  data: {
    email_id: 'e1',
    from: 'Idaho AI Alliance <news@example.org>',
    to,
    subject: 'Our December news',
    bounce: { message: 'The mailbox does not exist.', subType: 'General', type },
  },
})

function recorder(outcome: MailEventOutcome = 'suppressed') {
  const recorded: MailEvent[] = []
  return {
    recorded,
    recordMailEvent: (event: MailEvent) => (recorded.push(event), Promise.resolve(outcome)),
  }
}

Deno.test('mail events: a signed hard bounce is recorded with its address and reason', async () => {
  const { recorded, recordMailEvent } = recorder()
  const response = await createInboundHandler({ env, recordMailEvent })(
    await signed(bounced(['Ada <ADA@example.org>'])),
  )
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), { outcome: 'suppressed' })
  assert.deepEqual(recorded, [
    {
      id: 'msg_bounce_1',
      type: 'email.bounced',
      address: 'ada@example.org',
      bounceType: 'Permanent',
      message: 'The mailbox does not exist.',
    },
  ])
})

Deno.test('mail events: a complaint is recorded; no bounce details', async () => {
  const { recorded, recordMailEvent } = recorder()
  const event = {
    type: 'email.complained',
    data: { from: 'x@example.org', to: ['ada@example.org'] },
  }
  const response = await createInboundHandler({ env, recordMailEvent })(await signed(event))
  assert.equal(response.status, 200)
  assert.equal(recorded[0]?.type, 'email.complained')
  assert.equal(recorded[0]?.bounceType, null)
})

Deno.test('mail events: an unsigned or wrongly signed event records nothing', async () => {
  const { recorded, recordMailEvent } = recorder()
  const wrong = `whsec_${btoa('another-secret-of-thirty-two-bytes')}`
  const response = await createInboundHandler({ env, recordMailEvent })(
    await signed(bounced(['ada@example.org']), wrong),
  )
  assert.equal(response.status, 401)
  await response.body?.cancel()
  assert.equal(recorded.length, 0)
})

Deno.test('mail events: an e-mail to several addresses suppresses none of them', async () => {
  const { recorded, recordMailEvent } = recorder()
  const response = await createInboundHandler({ env, recordMailEvent })(
    await signed(bounced(['a@example.org', 'b@example.org'])),
  )
  assert.equal(response.status, 200)
  await response.body?.cancel()
  assert.equal(recorded.length, 0)
})

Deno.test('mail events: a database failure answers 503, so Resend delivers it again', async () => {
  const response = await createInboundHandler({
    env,
    recordMailEvent: () => Promise.reject(new Error('database down')),
  })(await signed(bounced(['ada@example.org'])))
  assert.equal(response.status, 503)
  await response.body?.cancel()
})
