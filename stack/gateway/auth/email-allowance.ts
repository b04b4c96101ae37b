/**
 * Who may make the auth service send mail, and how much. GoTrue's `[auth.rate_limit] email_sent`
 * is one allowance per hour for the whole project; here it is split so that nobody can spend it
 * for someone else:
 * - anonymous requests (sign-up, recovery) draw on `email_sent`, and one client address on at most
 *   a sixth of it, so a single visitor cannot use it up;
 * - invitations by an administrator (service role) have their own allowance of the same size, so
 *   an anonymous visitor can never stop the reviewers being invited;
 * - the same address is not sent the same kind of mail twice within `[auth.email] max_frequency`.
 * Every check is made before the address is looked up, so the answer is the same for an address
 * with an account and one without, and a request refused here creates and sends nothing.
 */
import type { IncomingMessage } from 'node:http'
import { clientAddress } from '../http'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { waitInWords } from './lockouts'

/** One client address may spend this share of the anonymous hourly allowance. */
export const ADDRESS_SHARE = 6

export function perAddressEmails(emailSent: number): number {
  return Math.max(1, Math.ceil(emailSent / ADDRESS_SHARE))
}

function overLimit(waitMs: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `Email rate limit exceeded. Please try again in ${waitInWords(waitMs)}.`,
  )
}

/** `[auth.email] max_frequency` per address and kind, whether or not the address has an account. */
function checkFrequency(auth: AuthContext, kind: string, email: string): void {
  const key = `${kind}:${email}`
  const last = auth.emailRequests.get(key)
  const wait = last === undefined ? 0 : last + auth.config.emailMaxFrequencyMs - Date.now()
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(wait / 1000)} seconds.`,
    )
  }
}

function remember(auth: AuthContext, kind: string, email: string): void {
  const time = Date.now()
  auth.emailRequests.set(`${kind}:${email}`, time)
  if (auth.emailRequests.size > 10_000) {
    for (const [key, at] of auth.emailRequests) {
      if (time - at >= auth.config.emailMaxFrequencyMs) auth.emailRequests.delete(key)
    }
  }
}

/** Spends one anonymous e-mail for `email` from the client's address, or throws 429 with the wait. */
export function spendAnonymousEmail(
  auth: AuthContext,
  req: IncomingMessage,
  kind: string,
  email: string,
): void {
  checkFrequency(auth, kind, email)
  const { emailSent, emailSentPerAddress } = auth.limiters
  const address = clientAddress(req)
  const wait = Math.max(emailSentPerAddress.waitMs(address), emailSent.waitMs())
  if (wait > 0) throw overLimit(wait)
  if (!emailSentPerAddress.allow(address)) throw overLimit(emailSentPerAddress.waitMs(address))
  if (!emailSent.allow()) throw overLimit(emailSent.waitMs())
  remember(auth, kind, email)
}

/** Spends one e-mail of the administrators' own allowance (invitations). */
export function spendAdminEmail(auth: AuthContext, kind: string, email: string): void {
  checkFrequency(auth, kind, email)
  if (!auth.limiters.adminEmailSent.allow()) throw overLimit(auth.limiters.adminEmailSent.waitMs())
  remember(auth, kind, email)
}
