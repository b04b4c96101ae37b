/** POST /signup (GoTrue's signup.go). */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext } from './context'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail, tooSoon } from './mail'
import { checkMetadataSize, objectOrNull, parseJsonBody } from './request-body'
import { startSession } from './sessions'
import { findUserByEmail, insertUser, userJson, type UserRow } from './users'
import { checkEmail, checkPassword } from './validation'

/**
 * With confirmations on, GoTrue answers a sign-up for an address that already has a confirmed
 * account exactly as for a new one, with a made-up user, so the answer reveals nothing.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export async function signup(auth: AuthContext, req: IncomingMessage, ctx: RequestContext) {
  const { enableSignup, confirmations } = auth.config
  if (!enableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
  limitByAddress(auth.limiters.signInSignUps, req)
  const body = parseJsonBody(ctx.body)
  const email = checkEmail(body.email)
  checkPassword(auth, body.password)
  const data = objectOrNull(body.data) ?? {}
  // Before any lookup or hashing, so an oversized request costs next to nothing.
  checkMetadataSize(data)
  const existing = await findUserByEmail(auth, email)
  if (existing?.email_confirmed_at) {
    if (!confirmations) throw new AuthError(422, 'user_already_exists', 'User already registered')
    return obfuscatedUser(email, data)
  }
  let user: UserRow
  if (existing) {
    // Unconfirmed: nothing about the account changes (its owner is not proven), the link is re-sent.
    user = existing
  } else {
    try {
      user = await insertUser(auth, email, body.password, data, !confirmations)
    } catch (error) {
      if (error instanceof AuthError && error.code === 'email_exists') {
        throw new AuthError(422, 'user_already_exists', 'User already registered')
      }
      throw error
    }
  }
  if (!confirmations) return startSession(auth, user, 'password')
  tooSoon(auth, user.confirmation_sent_at)
  user = await sendTokenEmail(auth, user, 'signup', redirectFrom(auth, ctx, body))
  return userJson(user)
}
