import assert from 'node:assert/strict'
import { sendDueReplies } from './reply-delivery.ts'
import { renderReplyEmail } from './reply-email.ts'
import type { DueReply, ReplyOutbox } from './reply-outbox.ts'
import { routedOrFallback } from './routing.ts'
import { recordingTransport } from './test-support.ts'

const FROM = 'Idaho AI Alliance <notifications@idaho-ai-alliance.local>'

function dueReply(overrides: Partial<DueReply> = {}): DueReply {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    recordKind: 'contact_submission',
    recordId: '22222222-2222-4222-8222-222222222222',
    recipient: 'ada@example.org',
    reference: 'CT-7KX2QM',
    body: 'Hello Ada,\n\nThanks <b>for</b> writing.\nSee you soon.',
    attempts: 1,
    recordExists: true,
    ...overrides,
  }
}

/** An in-memory reply outbox that hands out `queue` once and records what happened. */
function memoryReplyOutbox(queue: DueReply[]) {
  const sent: string[] = []
  const failed: { id: string; error: string; permanent: boolean }[] = []
  const outbox: ReplyOutbox = {
    claimDueReplies: (limit) => Promise.resolve(queue.splice(0, limit)),
    markReplySent: (id) => {
      sent.push(id)
      return Promise.resolve(true)
    },
    markReplyFailed: (id, error, permanent = false) => {
      failed.push({ id, error, permanent })
      return Promise.resolve()
    },
    routedRecipients: () => Promise.resolve([]),
  }
  return { outbox, sent, failed }
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
  'sendDueReplies marks a sent reply sent and a refused one failed for a retry',
  async () => {
    const ok = memoryReplyOutbox([dueReply()])
    const good = recordingTransport()
    const totals = await sendDueReplies({
      replyOutbox: ok.outbox,
      transport: good.transport,
      from: FROM,
      batchSize: 10,
      deadline: Date.now() + 5000,
      log: () => {},
    })
    assert.deepEqual(totals, { claimed: 1, sent: 1, failed: 0 })
    assert.deepEqual(good.sent.length, 1)
    assert.deepEqual(ok.sent, [dueReply().id])

    const down = memoryReplyOutbox([dueReply()])
    const refusing = recordingTransport({ fail: '421 not accepting mail' })
    const downTotals = await sendDueReplies({
      replyOutbox: down.outbox,
      transport: refusing.transport,
      from: FROM,
      batchSize: 10,
      deadline: Date.now() + 5000,
      log: () => {},
    })
    assert.deepEqual(downTotals, { claimed: 1, sent: 0, failed: 1 })
    assert.deepEqual(down.failed.length, 1)
    assert.deepEqual(down.failed[0]?.permanent, false)
    assert.ok(down.failed[0]?.error ?? ''.includes('421 not accepting mail'))
  },
)

Deno.test('a reply whose record was deleted is failed for good and never sent', async () => {
  const gone = memoryReplyOutbox([dueReply({ recordExists: false })])
  const transport = recordingTransport()
  await sendDueReplies({
    replyOutbox: gone.outbox,
    transport: transport.transport,
    from: FROM,
    batchSize: 10,
    deadline: Date.now() + 5000,
    log: () => {},
  })
  assert.deepEqual(transport.sent.length, 0)
  assert.deepEqual(gone.failed[0]?.permanent, true)
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
