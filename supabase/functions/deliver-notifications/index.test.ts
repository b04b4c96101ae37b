import assert from 'node:assert/strict'
import { notificationKinds, type RecordKind } from '../_shared/notification-kinds.ts'
import { partnershipPayload } from '../_shared/test-payloads.ts'
import { captureLogs, envFrom, memoryOutbox, recordingTransport } from '../_shared/test-support.ts'
import { createDeliveryHandler } from './worker.ts'

const SERVICE_KEY = 'service-role-key-for-tests'
const WORKER_SECRET = 'deliver-notifications-secret-for-tests'
const env = envFrom({
  NOTIFY_TO: 'reviewers@example.org',
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  DELIVER_NOTIFICATIONS_SECRET: WORKER_SECRET,
})

const run = (key?: string, method = 'POST') =>
  new Request('http://localhost/functions/v1/deliver-notifications', {
    method,
    headers: key ? { Authorization: `Bearer ${key}` } : {},
  })

const payloads: Record<RecordKind, Record<string, unknown>> = {
  coach_application: {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.org',
    phone: '208-555-0142',
    city: 'Boise',
    region: 'southwestern',
    currentOccupation: 'Science teacher',
    availability: 'flexible',
    technicalComfort: 'advanced',
    hasTeachingExperience: true,
    whyAICoach: 'w'.repeat(60),
    relevantExperience: 'r'.repeat(60),
  },
  contact_submission: partnershipPayload(),
  alliance_registration: {
    firstName: 'Sam',
    lastName: 'Nguyen',
    email: 'sam@example.org',
    phone: '',
    organization: 'Twin Falls Chamber',
    organizationType: 'chamber',
    title: 'Director',
    interests: ['training'],
    message: '',
  },
}

/** An outbox holding one stored row of each kind, as the app would have stored them. */
function outboxWithOneOfEach() {
  const memory = memoryOutbox()
  for (const kind of Object.keys(payloads) as RecordKind[]) {
    const definition = notificationKinds[kind]
    memory.store(kind, definition.toRow(definition.schema.parse(payloads[kind])))
  }
  return memory
}

Deno.test(
  'deliver-notifications: refuses a call without DELIVER_NOTIFICATIONS_SECRET, the service-role key included',
  async () => {
    const { transport, sent } = recordingTransport()
    const { outbox, deliveries } = outboxWithOneOfEach()
    const handler = createDeliveryHandler({ transport, outbox, env })
    for (const key of [
      undefined,
      'the-public-anon-key',
      SERVICE_KEY,
      `${WORKER_SECRET}x`,
      WORKER_SECRET.slice(0, -1),
    ]) {
      const response = await handler(run(key))
      assert.equal(response.status, 401, String(key))
      await response.body?.cancel()
    }
    assert.equal(sent.length, 0)
    assert.ok(deliveries.every((item) => item.attempts === 0))
  },
)

Deno.test('deliver-notifications: accepts DELIVER_NOTIFICATIONS_SECRET', async () => {
  const { transport, sent } = recordingTransport()
  const { outbox } = outboxWithOneOfEach()
  const handler = createDeliveryHandler({ transport, outbox, env })
  const response = await handler(run(WORKER_SECRET))
  assert.equal(response.status, 200)
  await response.body?.cancel()
  assert.equal(sent.length, 3)
})

Deno.test(
  'deliver-notifications: without DELIVER_NOTIFICATIONS_SECRET set it answers 500 and sends nothing',
  async () => {
    const { transport, sent } = recordingTransport()
    const { outbox } = outboxWithOneOfEach()
    const handler = createDeliveryHandler({
      transport,
      outbox,
      env: envFrom({ NOTIFY_TO: 'reviewers@example.org', SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }),
    })
    const { result: response } = await captureLogs(() => handler(run(WORKER_SECRET)))
    assert.equal(response.status, 500)
    assert.match(await response.text(), /DELIVER_NOTIFICATIONS_SECRET/)
    assert.equal(sent.length, 0)
  },
)

Deno.test('deliver-notifications: answers 405 to GET', async () => {
  const response = await createDeliveryHandler({ env })(run(WORKER_SECRET, 'GET'))
  assert.equal(response.status, 405)
  await response.body?.cancel()
})

Deno.test('deliver-notifications: sends every due delivery once and marks it sent', async () => {
  const { transport, sent } = recordingTransport()
  const { outbox, deliveries } = outboxWithOneOfEach()
  const handler = createDeliveryHandler({ transport, outbox, env })
  const response = await handler(run(WORKER_SECRET))
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), { claimed: 3, sent: 3, failed: 0 })
  assert.equal(sent.length, 3)
  assert.ok(deliveries.every((item) => item.state === 'sent'))
  assert.deepEqual(
    sent.map((message) => message.idempotencyKey).sort(),
    deliveries.map((item) => `notification/${item.kind}/${item.recordId}/0`).sort(),
  )
  const again = await handler(run(WORKER_SECRET))
  assert.deepEqual(await again.json(), { claimed: 0, sent: 0, failed: 0 })
  assert.equal(sent.length, 3)
})

Deno.test('deliver-notifications: renders each e-mail from the stored row', async () => {
  const { transport, sent } = recordingTransport()
  const { outbox } = outboxWithOneOfEach()
  const response = await createDeliveryHandler({ transport, outbox, env })(run(WORKER_SECRET))
  await response.body?.cancel()
  const coach = sent.find((message) => message.subject.includes('AI Coach application'))
  assert.ok(coach)
  // The stored row's reference follows the name, so a reviewer can find the record by it.
  assert.match(coach.subject, /^New AI Coach application from Maria Lopez \[CA-[2-9A-Z]{8}\]$/)
  assert.equal(coach.replyTo, 'maria@example.org')
  // City and region are stored, so the worker's e-mail carries them too.
  assert.ok(coach.text.includes('City: Boise'))
  assert.ok(coach.text.includes('Current occupation: Science teacher'))
  assert.ok(coach.text.includes('Teaching experience: Yes'))
  const alliance = sent.find((message) => message.subject.includes('alliance registration'))
  assert.ok(alliance?.text.includes('Phone: (not given)'))
  assert.ok(alliance?.text.includes('Areas of interest: AI training and certification'))
  const contact = sent.find((message) => message.subject.includes('contact message'))
  assert.ok(contact?.text.includes('Organization name: Boise School District'))
})

Deno.test(
  'deliver-notifications: a failed send is recorded and retried by the next run',
  async () => {
    const failing = recordingTransport({ fail: '421 Service not available' })
    const { outbox, deliveries } = outboxWithOneOfEach()
    const { result: response } = await captureLogs(() =>
      createDeliveryHandler({ transport: failing.transport, outbox, env })(run(WORKER_SECRET)),
    )
    assert.deepEqual(await response.json(), { claimed: 3, sent: 0, failed: 3 })
    assert.ok(deliveries.every((item) => item.state === 'pending' && item.attempts === 1))
    assert.ok(deliveries.every((item) => item.lastError?.includes('421 Service not available')))

    const working = recordingTransport()
    const retry = await createDeliveryHandler({ transport: working.transport, outbox, env })(
      run(WORKER_SECRET),
    )
    assert.deepEqual(await retry.json(), { claimed: 3, sent: 3, failed: 0 })
    assert.equal(working.sent.length, 3)
    assert.ok(deliveries.every((item) => item.state === 'sent' && item.attempts === 2))
  },
)

Deno.test(
  'deliver-notifications: a delivery whose submission is gone fails without mail',
  async () => {
    const { transport, sent } = recordingTransport()
    const memory = memoryOutbox()
    const gone = memory.store('contact_submission', {})
    const outbox = {
      ...memory.outbox,
      claimDue: async (limit: number) =>
        (await memory.outbox.claimDue(limit)).map((item) => ({ ...item, record: null })),
    }
    const response = await createDeliveryHandler({ transport, outbox, env })(run(WORKER_SECRET))
    assert.deepEqual(await response.json(), { claimed: 1, sent: 0, failed: 1 })
    assert.equal(sent.length, 0)
    assert.equal(gone.state, 'failed')
    assert.equal(gone.lastError, 'The submission no longer exists')
  },
)

Deno.test('deliver-notifications: answers 500 when NOTIFY_TO is missing', async () => {
  const { transport, sent } = recordingTransport()
  const { outbox } = outboxWithOneOfEach()
  const handler = createDeliveryHandler({
    transport,
    outbox,
    env: envFrom({ DELIVER_NOTIFICATIONS_SECRET: WORKER_SECRET }),
  })
  const { result: response } = await captureLogs(() => handler(run(WORKER_SECRET)))
  assert.equal(response.status, 500)
  await response.body?.cancel()
  assert.equal(sent.length, 0)
})
