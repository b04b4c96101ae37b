import assert from 'node:assert/strict'
import { registerNotificationContract } from '../_shared/handler-contract.ts'
import { envFrom, outboxHolding, post, recordingTransport } from '../_shared/test-support.ts'
import { createHandler } from './notification.ts'

const validPayload = () => ({
  firstName: 'Sam',
  lastName: 'Nguyen',
  email: 'sam.nguyen@example.org',
  phone: '',
  organization: 'Twin Falls Chamber of Commerce',
  organizationType: 'chamber',
  title: 'Program Director',
  interests: ['training', 'events'],
  message: 'Our members want AI training this spring.',
})

registerNotificationContract({
  name: 'send-alliance-notification',
  kind: 'alliance_registration',
  createHandler,
  validPayload,
  freeTextField: 'message',
  invalidCases: [
    {
      name: 'an empty first name',
      change: { firstName: '' },
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
      change: { lastName: ' ' },
      field: 'lastName',
      message: 'Last name is required',
    },
    {
      name: 'a malformed email',
      change: { email: 'sam@@example.org' },
      field: 'email',
      message: 'Invalid email address',
    },
    {
      name: 'a phone under 10 characters',
      change: { phone: '555' },
      field: 'phone',
      message: 'Phone number must be at least 10 digits',
    },
    {
      name: 'a phone over 20 characters',
      change: { phone: '9'.repeat(21) },
      field: 'phone',
      message: 'Phone number must be less than 20 characters',
    },
    {
      name: 'an empty organization',
      change: { organization: '' },
      field: 'organization',
      message: 'Organization is required',
    },
    {
      name: 'an organization over 200 characters',
      change: { organization: 'o'.repeat(201) },
      field: 'organization',
      message: 'Organization must be less than 200 characters',
    },
    {
      name: 'an unknown organization type',
      change: { organizationType: 'k-12' },
      field: 'organizationType',
      message: 'Please select an organization type',
    },
    {
      name: 'an empty title',
      change: { title: '' },
      field: 'title',
      message: 'Title or role is required',
    },
    {
      name: 'an unknown interest',
      change: { interests: ['training', 'lobbying'] },
      field: 'interests',
      message: 'Please choose from the listed areas of interest',
    },
    {
      name: 'a repeated interest',
      change: { interests: ['events', 'events'] },
      field: 'interests',
      message: 'Each area can be chosen once',
    },
    {
      name: 'a message over 2000 characters',
      change: { message: 'm'.repeat(2001) },
      field: 'message',
      message: 'Message must be less than 2000 characters',
    },
  ],
})

Deno.test(
  'send-alliance-notification: the e-mail lists the chosen interests by label',
  async () => {
    const { transport, sent } = recordingTransport()
    const payload = validPayload()
    const handler = createHandler({
      transport,
      outbox: outboxHolding('alliance_registration', payload).outbox,
      env: envFrom({ NOTIFY_TO: 'n@example.org' }),
    })
    const response = await handler(post(payload))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    const message = sent[0]
    assert.ok(message)
    assert.ok(
      message.text.includes('Areas of interest: AI training and certification, Statewide events'),
    )
    assert.ok(message.text.includes('Phone: (not given)'))
    assert.ok(message.text.includes('Organization type: Chamber of Commerce'))
  },
)
