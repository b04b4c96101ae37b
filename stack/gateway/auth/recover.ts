/**
 * POST /recover: the password-reset e-mail (GoTrue's recover.go). Limited per client address
 * (sign_in_sign_ups), per account by max_frequency and by `email_sent` (email-allowance.ts); the e-mail goes
 * through the Send Email hook, whose refusal GoTrue passes on (e.g. 429 when its allowance for
 * the purpose is spent).
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext } from './context'
import { checkSentWithinFrequency } from './email-allowance'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail } from './mail'
import { parseJsonBody } from './request-body'
import { findUserByEmail } from './users'
import { checkEmail } from './validation'

export async function recover(auth: AuthContext, req: IncomingMessage, ctx: RequestContext) {
  limitByAddress(auth.limiters.recover, req)
  const body = parseJsonBody(ctx.body)
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
  }
  const email = checkEmail(body.email)
  const user = await findUserByEmail(auth, email)
  // An unknown address gets the same empty 200, sent as soon as the lookup misses: GoTrue's
  // recover.go has no pacing (supabase/auth@bc32168e internal/api/recover.go:52-56).
  if (!user) return {}
  // One reset e-mail per account per max_frequency, counted from the last one sent
  // (mail.go sendPasswordRecovery): a flood of requests for one person yields one e-mail a
  // max_frequency, each of which works until the next.
  checkSentWithinFrequency(auth, user.recovery_sent_at)
  await sendTokenEmail(auth, user, 'recovery', redirectFrom(auth, ctx, body))
  return {}
}
