/** POST /invite: an administrator invites a person by e-mail (GoTrue's invite.go). */
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { spendAdminEmail } from './email-allowance'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail } from './mail'
import { checkMetadataSize, objectOrNull, parseJsonBody } from './request-body'
import { findUserByEmail, fullUserJson, insertUser } from './users'
import { checkEmail } from './validation'

export async function invite(auth: AuthContext, ctx: RequestContext) {
  const body = parseJsonBody(ctx.body)
  const email = checkEmail(body.email)
  const data = objectOrNull(body.data) ?? {}
  checkMetadataSize(data)
  let user = await findUserByEmail(auth, email)
  if (user?.email_confirmed_at) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  // Before creating anyone: an invitation refused for its limit leaves nothing behind.
  spendAdminEmail(auth, 'invite', email)
  user ??= await insertUser(auth, email, null, data, false)
  user = await sendTokenEmail(auth, user, 'invite', redirectFrom(auth, ctx, body))
  return fullUserJson(auth, user)
}
