import assert from 'node:assert/strict'
import { renderEmail } from './render.ts'

Deno.test(
  'no NUL or other control character of a submission reaches any part of the e-mail',
  () => {
    const hostile = 'Ada\u0000 Love\u0008lace\u001b[2J\u007f'
    const email = renderEmail({
      subject: `New message from ${hostile}`,
      heading: 'New contact message',
      intro: 'Someone wrote through the contact form.',
      fields: [
        { label: 'Name', value: hostile },
        { label: 'Message', value: `line one\u0000\r\nline two${hostile}`, long: true },
      ],
    })
    // deno-lint-ignore no-control-regex
    const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
    assert.doesNotMatch(email.subject, controls)
    assert.doesNotMatch(email.html, controls)
    assert.doesNotMatch(email.text, controls)
    assert.match(email.html, /Ada Lovelace\[2J/)
    assert.match(email.text, /line one\nline two/)
  },
)
