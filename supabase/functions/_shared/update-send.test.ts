import assert from 'node:assert/strict'
import { deliver, type DeliveryContext } from './deliver.ts'
import { deliveryIdentity, type DueDelivery, type Outbox } from './outbox.ts'
import { recordingTransport } from './test-support.ts'
import { renderUpdate } from './update-emails.ts'

const settings = { siteUrl: 'https://idaho.example', replyTo: 'hello@idaho.example' }
const words = {
  subject: 'Workshops <this> month',
  text: 'Hello <b>all</b>,\n\nA new workshop opens in Boise.',
  topics: ['news', 'training'],
  source: 'written',
}

Deno.test('an update renders its words escaped, with the preferences link and no tracking', () => {
  const email = renderUpdate(words, 'sub.0.sig', settings)
  assert.equal(email.kind, 'update')
  assert.equal(email.subject, 'Workshops <this> month')
  assert.match(email.html, /Hello &lt;b&gt;all&lt;\/b&gt;,/)
  assert.doesNotMatch(email.html, /<b>all/)
  assert.match(email.html, /<p style="margin:0 0 1em">A new workshop opens in Boise.<\/p>/)
  assert.match(email.html, /href="https:\/\/idaho.example\/updates\/preferences\?token=sub.0.sig"/)
  assert.match(email.text, /Change your topics, pause or unsubscribe/)
  assert.match(email.text, /about training and news and confirmed it/)
  // No pixel and no redirect: every link is the site's own address.
  assert.doesNotMatch(email.html, /<img/i)
  for (const [, href] of email.html.matchAll(/href="([^"]+)"/g)) {
    assert.match(href!, /^https:\/\/idaho\.example(\/|$)/)
  }
})

Deno.test('an update from a news item links to it on the site', () => {
  const email = renderUpdate({ ...words, source: 'news:spring-workshops' }, 'sub.0.sig', settings)
  assert.match(
    email.text,
    /Read it on our website: https:\/\/idaho.example\/news\/archive#spring-workshops/,
  )
})

Deno.test('a test says it is one, in the subject and above the words', () => {
  const email = renderUpdate(words, null, settings)
  assert.equal(email.subject, '[Test] Workshops <this> month')
  assert.match(email.text, /no subscriber has received it/)
})

function updateDelivery(overrides: Partial<DueDelivery> = {}): DueDelivery {
  return {
    deliveryId: 'd1',
    recordKind: 'update_send',
    recordId: 'send-1',
    deliveryKind: 'update',
    itemId: 'subscription-1',
    resendGeneration: 0,
    attempts: 1,
    record: null,
    recipient: 'ada@example.org',
    content: {
      id: 'send-1',
      recipient: 'ada@example.org',
      subject: words.subject,
      text: words.text,
      topics: words.topics,
      source: 'written',
      manage_token: 'sub.0.sig',
    },
    ...overrides,
  }
}

function context(transport: DeliveryContext['transport']) {
  const marks: string[] = []
  const outbox = {
    markSent: (id: string) => (marks.push(`sent ${id}`), Promise.resolve(true)),
    markFailed: (id: string, error: string, permanent?: boolean) => (
      marks.push(`failed ${id} ${permanent ? 'for good' : 'for now'}: ${error}`),
      Promise.resolve()
    ),
  } as unknown as Outbox
  const value: DeliveryContext = {
    transport,
    outbox,
    from: 'Alliance <news@idaho.example>',
    settings,
    notifyTo: [],
    functionsUrl: 'https://project.supabase.co/functions/v1',
    log: () => {},
  }
  return { value, marks }
}

Deno.test(
  'an update goes to the subscriber alone with List-Unsubscribe and one-click',
  async () => {
    const { transport, sent } = recordingTransport()
    const { value, marks } = context(transport)
    assert.equal(await deliver(updateDelivery(), value), 'sent')
    assert.deepEqual(marks, ['sent d1'])
    assert.deepEqual(sent[0]!.to, ['ada@example.org'])
    assert.equal(sent[0]!.kind, 'update')
    assert.deepEqual(sent[0]!.headers, {
      'List-Unsubscribe':
        '<https://project.supabase.co/functions/v1/unsubscribe-updates?token=sub.0.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  },
)

Deno.test(
  'a subscriber who unsubscribed after the send started is not sent it, for good',
  async () => {
    const { transport, sent } = recordingTransport()
    const { value, marks } = context(transport)
    const item = updateDelivery()
    const outcome = await deliver(
      { ...item, content: { ...item.content, recipient: undefined } },
      value,
    )
    assert.equal(outcome, 'failed')
    assert.equal(sent.length, 0)
    assert.match(marks[0]!, /^failed d1 for good: The person unsubscribed/)
  },
)

Deno.test('a test goes without List-Unsubscribe (nobody to unsubscribe)', async () => {
  const { transport, sent } = recordingTransport()
  const { value } = context(transport)
  const item = updateDelivery({ deliveryKind: 'update_test', itemId: 'member-1' })
  await deliver({ ...item, content: { ...item.content, manage_token: undefined } }, value)
  assert.equal(sent[0]!.subject, '[Test] Workshops <this> month')
  assert.equal(sent[0]!.headers, undefined)
})

Deno.test('each send to one subscriber is its own e-mail; each attempt of one is the same', () => {
  const from = 'Alliance <news@idaho.example>'
  const first = deliveryIdentity(updateDelivery(), from)
  assert.deepEqual(first, deliveryIdentity(updateDelivery({ attempts: 3 }), from))
  assert.notDeepEqual(first, deliveryIdentity(updateDelivery({ recordId: 'send-2' }), from))
  assert.equal(first.idempotencyKey, 'update/send-1/subscription-1')
})
