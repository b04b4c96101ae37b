/**
 * POST /signup (GoTrue's signup.go). With confirmations on, the answer is the same for a new
 * address, one with an unconfirmed account and one with a confirmed account: the same status,
 * a body of the same shape (a new-looking, unconfirmed user with one identity), as GoTrue's
 * sanitizeUser gives. The answer leaves as soon as the work is done: GoTrue hashes a password only
 * for a new account and spends nothing in its place for a known one (supabase/auth@bc32168e
 * internal/api/signup.go:179-189). The per-address limit is applied before the address is looked
 * up, and a sign-up it refuses creates nothing; max_frequency, as in GoTrue, is the account's own
 * (an unconfirmed account's link is re-sent once per max_frequency), so within it a second sign-up
 * for an unconfirmed account answers 429 where a new address answers 200, as on hosted.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext } from './context'
import { checkSentWithinFrequency } from './email-allowance'
import { AuthError } from './errors'
import { redirectFrom, sendTokenEmail } from './mail'
import { objectOrNull, parseJsonBody } from './request-body'
import { startSession } from './sessions'
import { findUserByEmail, insertUser, userJson, type UserRow } from './users'
import { checkEmail, checkPassword } from './validation'

/** Objects with their keys in jsonb's order (shorter first, then bytewise), as stored ones come. */
function inJsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inJsonbOrder)
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value).sort((a, b) =>
    a.length !== b.length ? a.length - b.length : Buffer.compare(Buffer.from(a), Buffer.from(b)),
  )
  return Object.fromEntries(
    keys.map((key) => [key, inJsonbOrder((value as Record<string, unknown>)[key])]),
  )
}

/** What a brand-new, unconfirmed account looks like, for an address that is not one. */
function newLookingUser(email: string, data: Record<string, unknown>): UserRow {
  const id = randomUUID()
  const now = new Date()
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmed_at: null,
    confirmation_sent_at: now,
    confirmation_token: null,
    recovery_token: null,
    recovery_sent_at: null,
    invited_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: inJsonbOrder({
      ...data,
      email,
      email_verified: false,
      phone_verified: false,
      sub: id,
    }) as Record<string, unknown>,
    phone: null,
    banned_until: null,
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export async function signup(auth: AuthContext, req: IncomingMessage, ctx: RequestContext) {
  const { enableSignup, confirmations } = auth.config
  if (!enableSignup)
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
  limitByAddress(auth.limiters.signups, req)
  const body = parseJsonBody(ctx.body)
  const email = checkEmail(body.email)
  checkPassword(auth, body.password)
  const data = objectOrNull(body.data) ?? {}
  if (!confirmations) {
    if ((await findUserByEmail(auth, email))?.email_confirmed_at) {
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    return startSession(auth, await createUser(auth, email, body.password, data, true), 'password')
  }
  const existing = await findUserByEmail(auth, email)
  // Nothing is sent and nothing changes for a confirmed account.
  if (existing?.email_confirmed_at) return userJson(newLookingUser(email, data))
  // An unconfirmed account's link again only after max_frequency (mail.go sendConfirmation).
  if (existing) checkSentWithinFrequency(auth, existing.confirmation_sent_at)
  // Unconfirmed: nothing about the account changes (its owner is not proven), the link is re-sent.
  let user = existing ?? (await createUser(auth, email, body.password, data, false))
  try {
    user = await sendTokenEmail(auth, user, 'signup', redirectFrom(auth, ctx, body))
  } catch (error) {
    // GoTrue creates the account and sends in one transaction: a refusal leaves no account.
    if (!existing) await auth.pool.query('delete from auth.users where id = $1', [user.id])
    throw error
  }
  // The answer describes the request, not the stored account, which may be older.
  return userJson(existing ? newLookingUser(email, data) : user)
}

async function createUser(
  auth: AuthContext,
  email: string,
  password: string,
  data: Record<string, unknown>,
  confirmed: boolean,
): Promise<UserRow> {
  try {
    return await insertUser(auth, email, password, data, confirmed, {}, 'signup')
  } catch (error) {
    if (error instanceof AuthError && error.code === 'email_exists') {
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    throw error
  }
}
