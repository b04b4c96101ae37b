/**
 * GoTrue's limits on auth e-mail (supabase/auth@bc32168 internal/api/mail.go): the same kind of
 * mail to the same account not again within `[auth.email] max_frequency`
 * (validateSentWithinFrequencyLimit), and `[auth.rate_limit] email_sent` e-mails an hour for the
 * whole project (`a.limiterOpts.Email`, internal/api/apilimiter), spent before the Send Email hook
 * is called and whatever the hook answers, invitations included; not applied while sign-up
 * confirmations are off (mail.go: "if !config.Mailer.Autoconfirm"). Allowances per purpose live
 * in the project's own hook (supabase/functions/send-auth-email), not here.
 */
import type { AuthContext } from './context'
import { AuthError } from './errors'

/**
 * `[auth.email] max_frequency` for one account and kind: GoTrue's validateSentWithinFrequencyLimit
 * on the account's own `*_sent_at` (mail.go:723-728, called by sendConfirmation and
 * sendPasswordRecovery before any e-mail is counted). The time is stored only when an e-mail was
 * handed over, so a refused e-mail leaves the next request free to try at once, and an address
 * with no account is never asked (recover.go:52-56 answers it first).
 */
export function checkSentWithinFrequency(auth: AuthContext, sentAt: Date | null): void {
  if (!sentAt) return
  const wait = sentAt.getTime() + auth.config.emailMaxFrequencyMs - Date.now()
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      // errors.go generateFrequencyLimitErrorMessage: whole seconds, rounded down.
      `For security purposes, you can only request this after ${Math.floor(wait / 1000)} seconds.`,
    )
  }
}

/** Spends one of the project's `email_sent` e-mails, or throws GoTrue's 429. */
export function spendEmail(auth: AuthContext): void {
  if (!auth.config.confirmations) return
  if (!auth.limiters.emailSent.allow()) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
  }
}
