import assert from 'node:assert/strict'
import { registerNotificationContract } from '../_shared/handler-contract.ts'
import { contactPayload as validPayload } from '../_shared/test-payloads.ts'
import { envFrom, outboxHolding, post, recordingTransport } from '../_shared/test-support.ts'
import { createHandler } from './notification.ts'

registerNotificationContract({
  name: 'send-contact-notification',
  kind: 'contact_submission',
  createHandler,
  validPayload,
  freeTextField: 'message',
  invalidCases: [
    {
      name: 'an empty first name',
      change: { firstName: '   ' },
      field: 'firstName',
      message: 'First name is required',
    },
    {
      name: 'a first name over 100 characters',
      change: { firstName: 'a'.repeat(101) },
      field: 'firstName',
      message: 'First name must be less than 100 characters',
    },
    {
      name: 'an empty last name',
      change: { lastName: '' },
      field: 'lastName',
      message: 'Last name is required',
    },
    {
      name: 'a last name over 100 characters',
      change: { lastName: 'b'.repeat(101) },
      field: 'lastName',
      message: 'Last name must be less than 100 characters',
    },
    {
      name: 'a malformed email',
      change: { email: 'jane@' },
      field: 'email',
      message: 'Invalid email address',
    },
    {
      name: 'an email over 255 characters',
      change: { email: `${'a'.repeat(250)}@example.org` },
      field: 'email',
      message: 'Email must be less than 255 characters',
    },
    {
      name: 'a phone under 10 characters',
      change: { phone: '555-0100' },
      field: 'phone',
      message: 'Phone number is required',
    },
    {
      name: 'a phone over 20 characters',
      change: { phone: '2'.repeat(21) },
      field: 'phone',
      message: 'Phone number must be less than 20 characters',
    },
    {
      name: 'an unknown organization type',
      change: { organizationType: 'church' },
      field: 'organizationType',
      message: 'Please select an organization type',
    },
    {
      name: 'an empty organization name',
      change: { organizationName: ' ' },
      field: 'organizationName',
      message: 'Organization name is required',
    },
    {
      name: 'an organization name over 200 characters',
      change: { organizationName: 'o'.repeat(201) },
      field: 'organizationName',
      message: 'Organization name must be less than 200 characters',
    },
    {
      name: 'an unknown subject',
      change: { subject: 'spam' },
      field: 'subject',
      message: 'Please select a subject',
    },
    {
      name: 'a message under 10 characters after trimming',
      change: { message: '   too short   ' },
      field: 'message',
      message: 'Message must be at least 10 characters',
    },
    {
      name: 'a message over 2000 characters',
      change: { message: 'm'.repeat(2001) },
      field: 'message',
      message: 'Message must be less than 2000 characters',
    },
    {
      name: 'a missing field',
      change: { email: undefined },
      field: 'email',
      message: 'Invalid input: expected string, received undefined',
    },
    {
      name: 'a number where text belongs',
      change: { organizationName: 42 },
      field: 'organizationName',
      message: 'Invalid input: expected string, received number',
    },
  ],
})

Deno.test(
  'send-contact-notification: the e-mail shows readable labels and trimmed values',
  async () => {
    const { transport, sent } = recordingTransport()
    const payload = { ...validPayload(), organizationName: '  Boise School District  ' }
    const handler = createHandler({
      transport,
      outbox: outboxHolding('contact_submission', payload).outbox,
      env: envFrom({ NOTIFY_TO: 'n@example.org' }),
    })
    const response = await handler(post(payload))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    const message = sent[0]
    assert.ok(message)
    assert.match(
      message.subject,
      /^New contact message: Request Training from Jane Doe \[CT-[2-9A-Z]{8}\]$/,
    )
    assert.ok(message.html.includes('K-12 School or District'))
    assert.ok(message.text.includes('Organization name: Boise School District\n'))
    assert.ok(message.text.includes('We would like a half-day workshop for our teachers.'))
  },
)
