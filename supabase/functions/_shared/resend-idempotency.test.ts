import assert from 'node:assert/strict'
import { resendTransport } from './mail.ts'
import { sendClaimed } from './deliver.ts'
import { notificationKinds } from './notification-kinds.ts'
import { partnershipPayload } from './test-payloads.ts'
import { memoryOutbox } from './test-support.ts'

const FROM = 'Alliance <notifications@example.org>'

/** Runs `send` with fetch answering like Resend, and returns the requests it made. */
async function resendRequests(send: () => Promise<unknown>) {
  const calls: { headers: Headers; body: Record<string, unknown> }[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (_url: string | URL | Request, init?: RequestInit) => {
    calls.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) })
    return Promise.resolve(new Response('{"id":"email_1"}', { status: 200 }))
  }
  try {
    await send()
  } finally {
    globalThis.fetch = realFetch
  }
  return calls
}

const contact = notificationKinds.contact_submission
const payload = contact.schema.parse(partnershipPayload())

/** One claimed send of the stored contact row through the Resend transport. */
function sendOnce(
  memory: ReturnType<typeof memoryOutbox>,
  recordId: string,
  generation: number,
  recipients = ['reviewers@example.org'],
) {
  const stored = memory.deliveries.find((item) => item.recordId === recordId)
  return sendClaimed({
    delivery: {
      deliveryId: stored?.id ?? '',
      recordKind: 'contact_submission',
      recordId,
      deliveryKind: 'notification',
      itemId: null,
      resendGeneration: generation,
    },
    email: contact.render(payload),
    recipients,
    transport: resendTransport('re_test', FROM),
    outbox: memory.outbox,
    from: FROM,
    log: () => {},
  })
}

Deno.test(
  'Resend idempotency key: "Send again" (a new resend generation) is a new key, so the e-mail is sent again',
  async () => {
    const memory = memoryOutbox()
    const delivery = memory.store('contact_submission', contact.toRow(payload))
    const calls = await resendRequests(async () => {
      await memory.outbox.claimDue(10)
      await sendOnce(memory, delivery.recordId, delivery.resendGeneration)
      memory.resend('contact_submission', delivery.recordId)
      assert.equal(delivery.resendGeneration, 1)
      await memory.outbox.claimDue(10)
      await sendOnce(memory, delivery.recordId, delivery.resendGeneration)
    })
    assert.equal(calls.length, 2)
    const [first, second] = calls.map((call) => call.headers.get('idempotency-key') ?? '')
    assert.match(
      first!,
      new RegExp(`^notification/contact_submission/${delivery.recordId}/0/[0-9a-f]{16}$`),
    )
    assert.match(
      second!,
      new RegExp(`^notification/contact_submission/${delivery.recordId}/1/[0-9a-f]{16}$`),
    )
    assert.notEqual(first, second)
  },
)

Deno.test(
  'Resend idempotency key: a retry of the same payload reuses the key; changed recipients get a new one (no 409)',
  async () => {
    const memory = memoryOutbox()
    const delivery = memory.store('contact_submission', contact.toRow(payload))
    const calls = await resendRequests(async () => {
      await sendOnce(memory, delivery.recordId, 0)
      await sendOnce(memory, delivery.recordId, 0)
      await sendOnce(memory, delivery.recordId, 0, ['new-reviewers@example.org'])
    })
    const keys = calls.map((call) => call.headers.get('idempotency-key'))
    assert.equal(keys[0], keys[1])
    assert.notEqual(keys[1], keys[2])
    assert.ok(keys[2]?.startsWith(`notification/contact_submission/${delivery.recordId}/0/`))
  },
)

Deno.test(
  'Resend requests carry the e-mail kind as their only custom header, and no Message-ID',
  async () => {
    const memory = memoryOutbox()
    const delivery = memory.store('contact_submission', contact.toRow(payload))
    const calls = await resendRequests(() => sendOnce(memory, delivery.recordId, 0))
    assert.equal(calls.length, 1)
    assert.deepEqual(calls[0]?.body.headers, { 'X-Email-Kind': 'reviewer-notification' })
    assert.ok(!JSON.stringify(calls[0]?.body).includes('Message-ID'))
  },
)
