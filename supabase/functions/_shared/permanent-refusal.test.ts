import assert from 'node:assert/strict'
import { permanentRefusalCode } from './mail.ts'

Deno.test(
  'an SMTP 5yz reply is a permanent refusal and a 4yz reply is not (RFC 5321 4.2.1)',
  () => {
    const smtpError = (responseCode: number) =>
      Object.assign(new Error('Can’t send mail - all recipients were rejected'), {
        code: 'EENVELOPE',
        responseCode,
      })
    assert.equal(permanentRefusalCode(smtpError(550)), 550)
    assert.equal(permanentRefusalCode(smtpError(554)), 554)
    assert.equal(permanentRefusalCode(smtpError(421)), undefined)
    assert.equal(permanentRefusalCode(new Error('Resend answered 500')), undefined)
    assert.equal(permanentRefusalCode(null), undefined)
  },
)
