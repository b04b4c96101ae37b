import assert from 'node:assert/strict'
import { registerNotificationContract } from '../_shared/handler-contract.ts'
import { envFrom, outboxHolding, post, recordingTransport } from '../_shared/test-support.ts'
import { createHandler } from './notification.ts'

const validPayload = () => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.org',
  phone: '(208) 555-0142',
  city: 'Coeur d’Alene',
  region: 'north',
  currentOccupation: 'High school science teacher',
  availability: 'part-time',
  technicalComfort: 'intermediate',
  hasTeachingExperience: true,
  whyAICoach: 'I want to help teachers in my region use AI tools safely and with confidence.',
  relevantExperience: 'Twelve years of teaching and three years running district tech workshops.',
})

const short = 'Too short to count.'

registerNotificationContract({
  name: 'send-coach-application-notification',
  kind: 'coach_application',
  createHandler,
  validPayload,
  freeTextField: 'whyAICoach',
  invalidCases: [
    {
      name: 'an empty first name',
      change: { firstName: '' },
      field: 'firstName',
      message: 'First name is required',
    },
    {
      name: 'a first name over 50 characters',
      change: { firstName: 'a'.repeat(51) },
      field: 'firstName',
      message: 'First name must be less than 50 characters',
    },
    {
      name: 'an empty last name',
      change: { lastName: '  ' },
      field: 'lastName',
      message: 'Last name is required',
    },
    {
      name: 'a last name over 50 characters',
      change: { lastName: 'b'.repeat(51) },
      field: 'lastName',
      message: 'Last name must be less than 50 characters',
    },
    {
      name: 'a malformed email',
      change: { email: 'maria at example.org' },
      field: 'email',
      message: 'Invalid email address',
    },
    {
      name: 'an email over 255 characters',
      change: { email: `${'m'.repeat(250)}@example.org` },
      field: 'email',
      message: 'Email must be less than 255 characters',
    },
    {
      name: 'a phone under 10 characters',
      change: { phone: '555-0142' },
      field: 'phone',
      message: 'Phone number must be at least 10 digits',
    },
    {
      name: 'a phone over 20 characters',
      change: { phone: '1'.repeat(21) },
      field: 'phone',
      message: 'Phone number must be less than 20 characters',
    },
    { name: 'an empty city', change: { city: '' }, field: 'city', message: 'City is required' },
    {
      name: 'a city over 100 characters',
      change: { city: 'c'.repeat(101) },
      field: 'city',
      message: 'City must be less than 100 characters',
    },
    {
      name: 'an unknown region',
      change: { region: 'magic-valley' },
      field: 'region',
      message: 'Please select your region',
    },
    {
      name: 'a region of the earlier list, no longer offered',
      change: { region: 'central' },
      field: 'region',
      message: 'Please select your region',
    },
    {
      name: 'a phone of ten characters but eight digits',
      change: { phone: '208-555-01' },
      field: 'phone',
      message: 'Phone number must be at least 10 digits',
    },
    {
      name: 'an empty occupation',
      change: { currentOccupation: ' ' },
      field: 'currentOccupation',
      message: 'Current occupation is required',
    },
    {
      name: 'an occupation over 200 characters',
      change: { currentOccupation: 'o'.repeat(201) },
      field: 'currentOccupation',
      message: 'Current occupation must be less than 200 characters',
    },
    {
      name: 'an unknown availability',
      change: { availability: 'weekends' },
      field: 'availability',
      message: 'Please select your availability',
    },
    {
      name: 'an unknown technical comfort',
      change: { technicalComfort: 'expert' },
      field: 'technicalComfort',
      message: 'Please select your technical comfort level',
    },
    {
      name: 'teaching experience given as text',
      change: { hasTeachingExperience: 'Yes' },
      field: 'hasTeachingExperience',
      message: 'Please say whether you have teaching or training experience',
    },
    {
      name: 'a motivation under 50 characters',
      change: { whyAICoach: short },
      field: 'whyAICoach',
      message: 'Please provide at least 50 characters',
    },
    {
      name: 'a motivation over 1000 characters',
      change: { whyAICoach: 'w'.repeat(1001) },
      field: 'whyAICoach',
      message: 'Response must be less than 1000 characters',
    },
    {
      name: 'relevant experience under 50 characters',
      change: { relevantExperience: short },
      field: 'relevantExperience',
      message: 'Please provide at least 50 characters',
    },
    {
      name: 'relevant experience over 1000 characters',
      change: { relevantExperience: 'r'.repeat(1001) },
      field: 'relevantExperience',
      message: 'Response must be less than 1000 characters',
    },
    {
      name: '50 characters only with surrounding spaces',
      change: { whyAICoach: `   ${'x'.repeat(45)}   ` },
      field: 'whyAICoach',
      message: 'Please provide at least 50 characters',
    },
  ],
})

Deno.test(
  'send-coach-application-notification: the e-mail carries city, region and labels',
  async () => {
    const { transport, sent } = recordingTransport()
    const payload = validPayload()
    const handler = createHandler({
      transport,
      outbox: outboxHolding('coach_application', payload).outbox,
      env: envFrom({ NOTIFY_TO: 'n@example.org' }),
    })
    const response = await handler(post(payload))
    assert.equal(response.status, 200)
    await response.body?.cancel()
    const message = sent[0]
    assert.ok(message)
    assert.match(message.subject, /^New AI Coach application from Maria Lopez \[CA-[2-9A-Z]{8}\]$/)
    assert.ok(message.text.includes('City: Coeur d’Alene'))
    assert.ok(message.text.includes('Region: North Idaho (Panhandle)'))
    assert.ok(message.text.includes('Availability: Part-time (10-20 hrs/week)'))
    assert.ok(message.text.includes('Technical comfort: Intermediate'))
    assert.ok(message.text.includes('Teaching experience: Yes'))
  },
)
