// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_LINK_LIFETIME_MINUTES, describeAccountEmail } from './mail-kinds'

describe('account e-mails in mail health', () => {
  it('count a link as expired after exactly the lifetime config.toml gives auth e-mails', () => {
    const config = readFileSync(
      new URL('../../../../supabase/config.toml', import.meta.url),
      'utf8',
    )
    const otpExpirySeconds = Number(/^otp_expiry\s*=\s*(\d+)/m.exec(config)?.[1])
    expect(ACCOUNT_LINK_LIFETIME_MINUTES * 60).toBe(otpExpirySeconds)
  })

  it('name every kind of auth e-mail the Send Email hook queues, and only the access notice carries no link', () => {
    const kinds = ['invite', 'recovery', 'magiclink', 'signup', 'email_change', 'reauthentication']
    for (const kind of kinds) {
      expect(describeAccountEmail(kind).one).not.toBe('Sign-in or account e-mail')
      expect(describeAccountEmail(kind).newLink).toEqual(expect.any(String))
    }
    expect(describeAccountEmail('access_removed')).toEqual({
      one: 'Notice that desk access ended',
      newLink: null,
    })
    expect(describeAccountEmail('something_new').one).toBe('Sign-in or account e-mail')
  })
})
