import { describe, expect, it } from 'vitest'
import { explainMailError } from './mail-error'

describe('explainMailError', () => {
  it('says a 421 greeting means the service was temporarily unavailable', () => {
    const explained = explainMailError(
      'Invalid greeting. response=421 Service not available, closing channel: 421 Service not available',
      null,
    )
    expect(explained.summary).toBe(
      'The mail service was temporarily unavailable; it will be tried again.',
    )
    expect(explained.temporary).toBe(true)
    expect(explained.technical).toContain('response=421')
  })

  it('says a 5xx is a refusal, naming the recipient and the reason', () => {
    const explained = explainMailError(
      "Can't send mail - all recipients were rejected: 550 5.1.1 No such user here",
      'ana@example.org',
    )
    expect(explained.summary).toBe(
      'The mail service refused the message to ana@example.org: No such user here.',
    )
    expect(explained.temporary).toBe(false)
  })

  it('reads 501 bad recipient syntax as a refusal', () => {
    expect(explainMailError('501 Bad recipient address syntax', 'x@y').summary).toBe(
      'The mail service refused the message to x@y: Bad recipient address syntax.',
    )
  })

  it('tells an unreachable service from a refusal', () => {
    expect(explainMailError('connect ECONNREFUSED 127.0.0.1:2525', null).summary).toBe(
      'The mail service could not be reached; it will be tried again.',
    )
  })

  it('reads the HTTP answers of the Resend API', () => {
    expect(explainMailError('Resend answered 429: rate limited', null).temporary).toBe(true)
    expect(explainMailError('Resend answered 403: domain not verified', null).summary).toBe(
      'The mail service refused the message: domain not verified.',
    )
  })

  it('falls back to a plain sentence for anything else', () => {
    expect(explainMailError('boom', null).summary).toBe('The message could not be sent.')
  })
})
