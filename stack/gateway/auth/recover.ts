/**
 * POST /recover: the password-reset e-mail (GoTrue's recover.go). Limited per client address and
 * by the anonymous e-mail allowance, both applied before the address is looked up, and answered
 * at a fixed time: status, body and timing are the same whether or not the address has an account.
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext } from './context'
import { spendAnonymousEmail } from './email-allowance'
import { AuthError } from './errors'
import { queueTokenEmail, redirectFrom } from './mail'
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
  const clock = auth.pacer.start()
  try {
    spendAnonymousEmail(auth, req, 'recovery', email)
    const user = await findUserByEmail(auth, email)
    if (user) await queueTokenEmail(auth, user, 'recovery', redirectFrom(auth, ctx, body))
    return {}
  } finally {
    await clock.settle()
  }
}
