/** POST /recover: the password-reset e-mail (GoTrue's recover.go). */
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail, tooSoon } from './mail'
import { parseJsonBody } from './request-body'
import { findUserByEmail } from './users'
import { checkEmail } from './validation'

export async function recover(auth: AuthContext, ctx: RequestContext) {
  const body = parseJsonBody(ctx.body)
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
  }
  const email = checkEmail(body.email)
  const user = await findUserByEmail(auth, email)
  // The same answer whether or not the address has an account.
  if (!user) return {}
  tooSoon(auth, user.recovery_sent_at)
  await sendTokenEmail(auth, user, 'recovery', redirectFrom(auth, ctx, body))
  return {}
}
