import assert from 'node:assert/strict'
import { createDeliveryHandler } from '../deliver-notifications/worker.ts'
import { notificationKinds } from './notification-kinds.ts'
import type { ReplyContent } from './outbox.ts'
import { renderReplyEmail } from './reply-email.ts'
import { routedOrFallback } from './routing.ts'
import { captureLogs, envFrom, memoryOutbox, recordingTransport } from './test-support.ts'

const FROM = 'Idaho AI Alliance <notifications@idaho-ai-alliance.local>'

type DueReply = ReplyContent & { recordKind: 'contact_submission'; recordId: string }

function dueReply(overrides: Partial<DueReply> = {}): DueReply {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    recordKind: 'contact_submission',
    recordId: '22222222-2222-4222-8222-222222222222',
    recipient: 'ada@example.org',
    reference: 'CT-7KX2QM',
    body: 'Hello Ada,\n\nThanks <b>for</b> writing.\nSee you soon.',
    ...overrides,
  }
}

const env = envFrom({
  NOTIFY_TO: 'reviewers@example.org',
  MAIL_FROM: FROM,
  DELIVER_NOTIFICATIONS_SECRET: 'worker-secret',
})
const runWorker = (handler: (req: Request) => Promise<Response>) =>
  handler(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { Authorization: 'Bearer worker-secret' },
    }),
  )

/** An outbox holding one stored contact message (already notified) and one queued reply to it. */
function outboxWithReply() {
  const memory = memoryOutbox()
  const contact = notificationKinds.contact_submission
  const record = memory.store(
    'contact_submission',
    contact.toRow(
      contact.schema.parse({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        phone: '208-555-0100',
        organizationType: 'k-12',
        organizationName: 'Boise School District',
        subject: 'general',
        message: 'A question.',
      }),
    ),
  )
  record.state = 'sent'
  const { id: _id, recordKind: _kind, recordId: _record, ...content } = dueReply()
  const reply = memory.storeReply(record, content)
  return { memory, reply }
}

Deno.test('a reply goes only to the record address, with the reference in the subject', () => {
  const message = renderReplyEmail(dueReply(), FROM)
  assert.deepEqual(message.to, ['ada@example.org'])
  assert.deepEqual(message.subject, 'Your message to the Idaho AI Alliance (reference CT-7KX2QM)')
  assert.deepEqual(
    message.messageId,
    '<reply.11111111-1111-4111-8111-111111111111@idaho-ai-alliance.local>',
  )
  assert.deepEqual(message.idempotencyKey, 'reply/11111111-1111-4111-8111-111111111111')
})

Deno.test('a reply is escaped in HTML with its line breaks kept, and sent as typed in text', () => {
  const message = renderReplyEmail(dueReply(), FROM)
  assert.ok(message.html.includes('Thanks &lt;b&gt;for&lt;/b&gt; writing.<br>See you soon.'))
  assert.deepEqual(message.html.includes('<b>'), false)
  assert.ok(message.text.includes('Hello Ada,\n\nThanks <b>for</b> writing.\nSee you soon.'))
  assert.ok(message.text.includes('Reference: CT-7KX2QM'))
})

Deno.test(
  'the worker sends a reply, marks it sent, and records a refused one for a retry',
  async () => {
    const ok = outboxWithReply()
    const good = recordingTransport()
    const response = await runWorker(
      createDeliveryHandler({ transport: good.transport, outbox: ok.memory.outbox, env }),
    )
    const totals = (await response.json()) as { replies: unknown }
    assert.deepEqual(totals.replies, { claimed: 1, sent: 1, failed: 0 })
    assert.deepEqual(good.sent.length, 1)
    assert.deepEqual(ok.reply.state, 'sent')
    assert.deepEqual(good.sent[0]?.idempotencyKey, `reply/${ok.reply.content?.id}`)

    const down = outboxWithReply()
    const refusing = recordingTransport({ fail: '421 not accepting mail' })
    const { result } = await captureLogs(() =>
      runWorker(
        createDeliveryHandler({ transport: refusing.transport, outbox: down.memory.outbox, env }),
      ),
    )
    const downTotals = (await result.json()) as { replies: unknown }
    assert.deepEqual(downTotals.replies, { claimed: 1, sent: 0, failed: 1 })
    assert.deepEqual(down.reply.state, 'pending')
    assert.ok((down.reply.lastError ?? '').includes('421 not accepting mail'))
  },
)

Deno.test('a reply whose record was deleted is failed for good and never sent', async () => {
  const gone = outboxWithReply()
  const transport = recordingTransport()
  const outbox = {
    ...gone.memory.outbox,
    claimDue: async (limit: number) =>
      (await gone.memory.outbox.claimDue(limit)).map((item) => ({ ...item, record: null })),
  }
  await captureLogs(() =>
    runWorker(createDeliveryHandler({ transport: transport.transport, outbox, env })),
  )
  assert.deepEqual(transport.sent.length, 0)
  assert.deepEqual(gone.reply.state, 'failed')
})

Deno.test(
  'routing uses the routed recipients, NOTIFY_TO when none match, and fails on errors',
  async () => {
    const fallback = ['reviewers@example.org']
    const routed = await routedOrFallback(
      { routedRecipients: () => Promise.resolve(['partners@example.org']) },
      'contact_submission',
      'x',
      fallback,
    )
    assert.deepEqual(routed, { ok: true, recipients: ['partners@example.org'] })
    const none = await routedOrFallback(
      { routedRecipients: () => Promise.resolve([]) },
      'coach_application',
      'x',
      fallback,
    )
    assert.deepEqual(none, { ok: true, recipients: fallback })
    const broken = await routedOrFallback(
      { routedRecipients: () => Promise.reject(new Error('503')) },
      'coach_application',
      'x',
      fallback,
    )
    assert.deepEqual(broken.ok, false)
  },
)
