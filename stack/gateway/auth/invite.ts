/** POST /invite: an administrator invites a person by e-mail (GoTrue's invite.go). */
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail } from './mail'
import { objectOrNull, parseJsonBody } from './request-body'
import { findUserByEmail, fullUserJson, insertUser } from './users'
import { checkEmail } from './validation'

export async function invite(auth: AuthContext, ctx: RequestContext) {
  const body = parseJsonBody(ctx.body)
  const email = checkEmail(body.email)
  const data = objectOrNull(body.data) ?? {}
  let user = await findUserByEmail(auth, email)
  if (user?.email_confirmed_at) {
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    )
  }
  const created = !user
  user ??= await insertUser(auth, email, null, data, false)
  try {
    user = await sendTokenEmail(auth, user, 'invite', redirectFrom(auth, ctx, body))
  } catch (error) {
    // GoTrue creates the account and sends in one transaction (invite.go): a refusal leaves none.
    if (created) await auth.pool.query('delete from auth.users where id = $1', [user.id])
    throw error
  }
  return fullUserJson(auth, user)
}
