/** POST /admin/generate_link: an e-mail action link without the e-mail (GoTrue's admin link). */
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { newOtp, redirectFrom, storeTokenHash, tokenHash, verifyLink, type EmailKind } from './mail'
import { objectOrNull, parseJsonBody } from './request-body'
import { findUserByEmail, fullUserJson, insertUser } from './users'
import { checkEmail, checkPassword } from './validation'

const alreadyRegistered = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered')

export async function adminGenerateLink(auth: AuthContext, ctx: RequestContext) {
  const body = parseJsonBody(ctx.body)
  const type = typeof body.type === 'string' ? body.type : ''
  if (!['signup', 'invite', 'magiclink', 'recovery'].includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Invalid email action link type requested')
  }
  const email = checkEmail(body.email)
  const redirectTo = redirectFrom(auth, ctx, body)
  let user = await findUserByEmail(auth, email)
  const data = objectOrNull(body.data) ?? {}
  if (type === 'signup') {
    if (user?.email_confirmed_at) throw alreadyRegistered()
    checkPassword(auth, body.password)
    user ??= await insertUser(auth, email, body.password, data, false)
  } else if (type === 'invite') {
    if (user?.email_confirmed_at) throw alreadyRegistered()
    user ??= await insertUser(auth, email, null, data, false)
  } else if (!user) {
    throw new AuthError(404, 'user_not_found', 'User with this email not found')
  }
  const otp = newOtp()
  const hash = tokenHash(email, otp)
  const kind = type as EmailKind
  const stored = await storeTokenHash(auth, user, kind, hash)
  return {
    ...(await fullUserJson(auth, stored)),
    action_link: verifyLink(auth, hash, kind, redirectTo),
    email_otp: otp,
    hashed_token: hash,
    verification_type: kind,
    redirect_to: redirectTo,
  }
}
