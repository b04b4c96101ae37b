import assert from 'node:assert/strict'
import { createDeliveryHandler } from '../deliver-notifications/worker.ts'
import { createHandler as createContactHandler } from '../send-contact-notification/notification.ts'
import { greetingName, renderAcknowledgement } from './acknowledgement.ts'
import { ECHOED_TEXT_MAX } from './echoed-text.ts'
import { defaultSiteMessages } from './schemas/site-messages-defaults.ts'
import { contactPayload } from './test-payloads.ts'
import { envFrom, memoryOutbox, outboxHolding, post, recordingTransport } from './test-support.ts'

const settings = { replyTo: 'hello@idahoaialliance.org', siteUrl: 'https://idahoaialliance.org' }
const env = envFrom({
  NOTIFY_TO: 'reviewers@idaho-ai-alliance.local',
  MAIL_REPLY_TO: settings.replyTo,
  SITE_URL: settings.siteUrl,
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  DELIVER_NOTIFICATIONS_SECRET: 'worker-secret',
})

const storedContact = (overrides: Record<string, unknown> = {}) => ({
  id: '6d3f4a52-5a0e-4a59-9f4c-0c1f3d2b7e11',
  reference: 'CT-7KQ2MXPA',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.doe@example.org',
  phone: '208-555-0100',
  organization_type: 'k-12',
  organization_name: 'Secret Org Name',
  subject: 'request-training',
  message: 'A message the person typed, which must never be mailed back to them.',
  ...overrides,
})

Deno.test('acknowledgement: holds the reference, the next steps and how to reach us', () => {
  const { to, email } = renderAcknowledgement(
    'coach_application',
    storedContact({ reference: 'CA-7KQ2MXPA' }),
    settings,
  )
  assert.equal(to, 'jane.doe@example.org')
  assert.equal(
    email.subject,
    'Idaho AI Alliance: we received your AI Coach application (CA-7KQ2MXPA)',
  )
  for (const part of [email.html, email.text]) {
    assert.ok(part.includes('CA-7KQ2MXPA'))
    assert.ok(part.includes('30-minute video interview'))
    assert.ok(part.includes('background check'))
    assert.ok(part.includes('5-7 business days'))
    assert.ok(part.includes('hello@idahoaialliance.org'))
    assert.ok(part.includes('Hello Jane,'))
  }
  assert.ok(email.html.includes('#1d4ed8'), 'the site colours')
})

Deno.test('acknowledgement: repeats nothing the person typed but their first name', () => {
  const { email } = renderAcknowledgement('contact_submission', storedContact(), settings)
  for (const part of [email.subject, email.html, email.text]) {
    assert.ok(!part.includes('Secret Org Name'))
    assert.ok(!part.includes('must never be mailed'))
    assert.ok(!part.includes('Doe'))
    assert.ok(!part.includes('208-555-0100'))
  }
  assert.ok(email.text.includes('1-2 business days'))
})

Deno.test('acknowledgement: a first name is cut to 24 characters and carries no link', () => {
  const long = `<a href="https://evil.example">Click</a>${'x'.repeat(80)}`
  const { email } = renderAcknowledgement(
    'alliance_registration',
    storedContact({ first_name: long, reference: 'AL-7KQ2MXPA' }),
    settings,
  )
  assert.ok(!email.html.includes('evil.example'))
  assert.ok(!email.text.includes('evil.example'))
  assert.ok(!email.text.includes('x'.repeat(25)))
  assert.equal(
    [...greetingName('x'.repeat(80))].length,
    ECHOED_TEXT_MAX + 1,
    'the cut and its ellipsis',
  )
  assert.equal(greetingName('Ada\r\nBcc: x@evil.example'), 'Ada Bcc:')
})

Deno.test('acknowledgement: a repeat within the hour names both references', () => {
  const { email } = renderAcknowledgement(
    'coach_application',
    storedContact({ reference: 'CA-7KQ2MXPB' }),
    settings,
    ['CA-7KQ2MXPA'],
  )
  assert.equal(
    email.subject,
    'Idaho AI Alliance: we received your AI Coach application (CA-7KQ2MXPB) and your earlier one (CA-7KQ2MXPA)',
  )
  for (const part of [email.html, email.text]) {
    assert.ok(
      part.includes(
        'We have received your AI Coach application (CA-7KQ2MXPB) and your earlier one (CA-7KQ2MXPA).',
      ),
    )
    assert.ok(part.includes('Earlier: CA-7KQ2MXPA'))
  }
  const two = renderAcknowledgement(
    'coach_application',
    storedContact({ reference: 'CA-7KQ2MXPC' }),
    settings,
    ['CA-7KQ2MXPA', 'CA-7KQ2MXPB', 'not a reference'],
  )
  assert.ok(two.email.subject.endsWith('and your earlier ones (CA-7KQ2MXPA, CA-7KQ2MXPB)'))
})

Deno.test('worker: an acknowledgement with earlier references is sent combined', async () => {
  const { transport, sent } = recordingTransport()
  const memory = memoryOutbox()
  const stored = memory.store('contact_submission', storedContact(), { acknowledge: true })
  stored.state = 'sent'
  const acknowledgement = memory.deliveries[1]!
  acknowledgement.content = { earlier_references: ['CT-7KQ2MXPB'] }
  const response = await createDeliveryHandler({ transport, outbox: memory.outbox, env })(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { Authorization: 'Bearer worker-secret' },
    }),
  )
  assert.deepEqual(await response.json(), { claimed: 1, sent: 1, failed: 0 })
  assert.match(sent[0]?.subject ?? '', /and your earlier one \(CT-7KQ2MXPB\)$/)
})

/** The worker's answer to one due run, with the outbox's published messages as given. */
async function deliverWithMessages(publishedMessages: () => Promise<unknown>) {
  const { transport, sent } = recordingTransport()
  const memory = memoryOutbox()
  const stored = memory.store('coach_application', storedContact({ reference: 'CA-7KQ2MXPA' }), {
    acknowledge: true,
  })
  stored.state = 'sent'
  const outbox = { ...memory.outbox, publishedMessages }
  const response = await createDeliveryHandler({ transport, outbox, env })(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { Authorization: 'Bearer worker-secret' },
    }),
  )
  return { result: await response.json(), sent, acknowledgement: memory.deliveries[1]! }
}

Deno.test(
  'worker: the acknowledgement promises the next steps the team last published',
  async () => {
    const published = structuredClone(defaultSiteMessages)
    published.coach_application.nextSteps = [
      'We read it.',
      'You hear our decision within 1-2 weeks.',
    ]
    // A damaged entry for another form does not stop this one.
    const { result, sent } = await deliverWithMessages(async () => ({
      ...published,
      contact_submission: { heading: '' },
    }))
    assert.deepEqual(result, { claimed: 1, sent: 1, failed: 0 })
    for (const part of [sent[0]!.html, sent[0]!.text]) {
      assert.ok(part.includes('You hear our decision within 1-2 weeks.'))
      assert.ok(!part.includes('5-7 business days'))
    }
  },
)

Deno.test(
  'acknowledgement: says the sentences the team published, each link where its placeholder stands',
  () => {
    const messages = structuredClone(defaultSiteMessages)
    Object.assign(messages.contact_submission, {
      emailThanks: 'Your {received} arrived safely.',
      emailStatusPage: 'Follow it here: {link} (keep your reference).',
      emailQuestions: 'Write to {address} with any question.',
      emailWhy: 'This address was typed into our contact form.',
    })
    const { email } = renderAcknowledgement(
      'contact_submission',
      storedContact(),
      settings,
      [],
      messages,
    )
    for (const part of [email.text, email.html]) {
      assert.ok(part.includes('Your message arrived safely.'), part)
      assert.ok(part.includes('This address was typed into our contact form.'))
      assert.ok(!part.includes('Thank you for your'))
    }
    assert.ok(
      email.text.includes(
        'Follow it here: https://idahoaialliance.org/application-status (keep your reference).',
      ),
    )
    assert.ok(email.html.includes('Write to <a href="mailto:hello@idahoaialliance.org"'))
  },
)

Deno.test(
  "worker: with nothing published yet, the acknowledgement promises today's words",
  async () => {
    const { sent } = await deliverWithMessages(async () => null)
    assert.ok(sent[0]!.text.includes('You hear our decision within 5-7 business days.'))
  },
)

Deno.test(
  'worker: when the published messages cannot be read, the acknowledgement waits for a retry',
  async () => {
    const { result, sent, acknowledgement } = await deliverWithMessages(() =>
      Promise.reject(new Error('published_site_messages answered 503')),
    )
    assert.deepEqual(result, { claimed: 1, sent: 0, failed: 1 })
    assert.equal(sent.length, 0)
    assert.notEqual(acknowledgement.state, 'failed', 'retried later, not given up')
  },
)

Deno.test('acknowledgement: a record without a reference or address cannot be acknowledged', () => {
  assert.throws(() =>
    renderAcknowledgement('contact_submission', storedContact({ reference: null }), settings),
  )
  assert.throws(() =>
    renderAcknowledgement(
      'contact_submission',
      storedContact({ email: 'a@b.c, x@evil.example' }),
      settings,
    ),
  )
})

Deno.test(
  'fast path: sends the notification with the reference and desk link, then the acknowledgement',
  async () => {
    const { transport, sent } = recordingTransport()
    const { outbox, deliveries, delivery } = outboxHolding('contact_submission', contactPayload(), {
      acknowledge: true,
    })
    const handler = createContactHandler({ transport, outbox, env })
    const response = await handler(post(contactPayload()))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    assert.equal(sent.length, 2)
    const [notification, acknowledgement] = sent
    assert.deepEqual(notification?.to, ['reviewers@idaho-ai-alliance.local'])
    assert.ok(notification?.subject.includes(delivery.reference))
    const link = `https://idahoaialliance.org/admin?tab=contacts&amp;open=${delivery.recordId}`
    assert.ok(notification?.html.includes(link), notification?.html)
    assert.deepEqual(acknowledgement?.to, ['jane.doe@example.org'])
    assert.equal(acknowledgement?.replyTo, 'hello@idahoaialliance.org')
    assert.ok(acknowledgement?.text.includes(delivery.reference))
    assert.equal(
      acknowledgement?.idempotencyKey,
      // The resend generation (0: never sent again by hand) keeps "Send again" a new e-mail.
      `acknowledgement/contact_submission/${delivery.recordId}/0`,
    )
    assert.ok(deliveries.every((item) => item.state === 'sent'))

    // The same payload again: nothing more goes out.
    const again = await handler(post(contactPayload()))
    assert.equal(again.status, 200)
    await again.body?.cancel()
    assert.equal(sent.length, 2)
  },
)

Deno.test(
  'fast path: a failed acknowledgement is left to the worker, which sends it once',
  async () => {
    let failAcknowledgements = true
    const sent: string[][] = []
    const transport = {
      name: 'flaky',
      send(message: { to: string[] }) {
        if (failAcknowledgements && message.to[0] === 'jane.doe@example.org') {
          return Promise.reject(new Error('421 try again later'))
        }
        sent.push(message.to)
        return Promise.resolve()
      },
    }
    const { outbox, deliveries } = outboxHolding('contact_submission', contactPayload(), {
      acknowledge: true,
    })
    const response = await createContactHandler({ transport, outbox, env })(post(contactPayload()))
    assert.equal(response.status, 200, 'the notification went out; the acknowledgement is retried')
    await response.body?.cancel()
    const acknowledgement = deliveries.find((item) => item.deliveryKind === 'acknowledgement')
    assert.equal(acknowledgement?.state, 'pending')
    assert.match(acknowledgement?.lastError ?? '', /421 try again later/)

    failAcknowledgements = false
    const worker = createDeliveryHandler({ transport, outbox, env })
    const run = () =>
      worker(
        new Request('http://localhost/', {
          method: 'POST',
          headers: { Authorization: 'Bearer worker-secret' },
        }),
      )
    const first = await run()
    assert.deepEqual(await first.json(), { claimed: 1, sent: 1, failed: 0 })
    const second = await run()
    assert.deepEqual(await second.json(), { claimed: 0, sent: 0, failed: 0 })
    assert.deepEqual(sent, [['reviewers@idaho-ai-alliance.local'], ['jane.doe@example.org']])
  },
)

Deno.test(
  'worker: an acknowledgement of a record without an address fails at once, sending nothing',
  async () => {
    const { transport, sent } = recordingTransport()
    const memory = memoryOutbox()
    const stored = memory.store('contact_submission', { email: '' }, { acknowledge: true })
    stored.state = 'sent'
    const response = await createDeliveryHandler({ transport, outbox: memory.outbox, env })(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { Authorization: 'Bearer worker-secret' },
      }),
    )
    assert.deepEqual(await response.json(), { claimed: 1, sent: 0, failed: 1 })
    assert.equal(sent.length, 0)
    assert.equal(memory.deliveries[1]?.state, 'failed')
  },
)

Deno.test(
  'acknowledgement: a form sent in Spanish is acknowledged in Spanish, words and labels',
  () => {
    const { email } = renderAcknowledgement(
      'contact_submission',
      storedContact({ language: 'es', first_name: 'José' }),
      settings,
    )
    assert.equal(email.subject, 'Idaho AI Alliance: recibimos su mensaje (CT-7KQ2MXPA)')
    assert.match(email.text, /^Hola, José:$/m)
    assert.match(email.text, /^Su referencia: CT-7KQ2MXPA$/m)
    assert.match(email.text, /^Próximos pasos\n1\. Su mensaje llega/m)
    assert.match(email.html, /<html lang="es">/)
    assert.doesNotMatch(email.text, /Hello|What happens next|Your reference/)
  },
)

Deno.test('acknowledgement: a record without a language, or an unknown one, is in English', () => {
  for (const language of [undefined, 'fr']) {
    const { email } = renderAcknowledgement(
      'contact_submission',
      storedContact({ language }),
      settings,
    )
    assert.match(email.text, /^Hello Jane,$/m)
    assert.match(email.html, /<html lang="en">/)
  }
})

Deno.test(
  'acknowledgement in Spanish: the published Spanish, and English where the English changed since',
  () => {
    const messages = structuredClone(defaultSiteMessages)
    const texts = messages.translations!.es!.texts
    // The team rewrote the first Spanish step from today's English, and changed the second English
    // step without writing its Spanish again.
    texts['contact_submission.nextSteps.0'] = {
      ...texts['contact_submission.nextSteps.0']!,
      text: 'Una persona de nuestro equipo lee su mensaje.',
    }
    messages.contact_submission.nextSteps[1] = 'We answer within 10 business days.'
    const { email } = renderAcknowledgement(
      'contact_submission',
      storedContact({ language: 'es' }),
      settings,
      [],
      messages,
    )
    assert.match(email.text, /^1\. Una persona de nuestro equipo lee su mensaje\.$/m)
    assert.match(email.text, /^2\. We answer within 10 business days\.$/m)
    assert.doesNotMatch(email.text, /1 a 2 días hábiles/)
  },
)

Deno.test(
  'acknowledgement in Spanish: Spanish the team chose not to show yet gives way to the English',
  () => {
    const messages = structuredClone(defaultSiteMessages)
    messages.contact_submission.heading = 'A new heading' // not in the e-mail; the steps are today's
    messages.translations!.es = {
      publish: false,
      texts: {
        'contact_submission.nextSteps.0': {
          text: 'Un paso sin publicar.',
          of: messages.translations!.es!.texts['contact_submission.nextSteps.0']!.of,
        },
      },
    }
    const { email } = renderAcknowledgement(
      'contact_submission',
      storedContact({ language: 'es' }),
      settings,
      [],
      messages,
    )
    assert.doesNotMatch(email.text, /Un paso sin publicar/)
    // Today's Spanish still stands for the texts whose English is today's.
    assert.match(email.text, /^1\. Su mensaje llega a la persona/m)
  },
)
