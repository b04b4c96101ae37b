/**
 * GoTrue's limits on auth e-mail (supabase/auth@bc32168 internal/api/mail.go): the same kind of
 * mail to the same address not again within `[auth.email] max_frequency`
 * (validateSentWithinFrequencyLimit), and `[auth.rate_limit] email_sent` e-mails an hour for the
 * whole project (`a.limiterOpts.Email`, internal/api/apilimiter), spent before the Send Email hook
 * is called and whatever the hook answers, invitations included; not applied while sign-up
 * confirmations are off (mail.go: "if !config.Mailer.Autoconfirm"). Allowances per purpose live
 * in the project's own hook (supabase/functions/send-auth-email), not here.
 */
import type { AuthContext } from './context'
import { AuthError } from './errors'

/** `[auth.email] max_frequency` per address and kind, before the address is looked up. */
export function checkFrequency(auth: AuthContext, kind: string, email: string): void {
  const key = `${kind}:${email}`
  const time = Date.now()
  const last = auth.emailRequests.get(key)
  const wait = last === undefined ? 0 : last + auth.config.emailMaxFrequencyMs - time
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
    )
  }
  auth.emailRequests.set(key, time)
  if (auth.emailRequests.size > 10_000) {
    for (const [other, at] of auth.emailRequests) {
      if (time - at >= auth.config.emailMaxFrequencyMs) auth.emailRequests.delete(other)
    }
  }
}

/** Spends one of the project's `email_sent` e-mails, or throws GoTrue's 429. */
export function spendEmail(auth: AuthContext): void {
  if (!auth.config.confirmations) return
  if (!auth.limiters.emailSent.allow()) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
  }
}
