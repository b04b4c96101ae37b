import assert from 'node:assert/strict'
import { renderAcknowledgement } from './acknowledgement.ts'

Deno.test('the acknowledgement links to the status page in its HTML and text parts', () => {
  const { email } = renderAcknowledgement(
    'coach_application',
    { email: 'ada@example.org', reference: 'CA-7K2M9QXD', first_name: 'Ada' },
    { replyTo: 'hello@example.org', siteUrl: 'https://idahoaialliance.org' },
  )
  const link = 'https://idahoaialliance.org/application-status'
  assert.ok(email.text.includes(link), email.text)
  assert.ok(email.html.includes(`href="${link}"`), email.html)
})
