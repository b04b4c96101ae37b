/** GET and POST /verify: spending an e-mailed token (GoTrue's verify.go). */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../types'
import { limitByAddress, type AuthContext, type Reply } from './context'
import { AuthError } from './errors'
import { tokenHash, VERIFY_TYPES, type VerifyType } from './mail'
import { chooseRedirect } from './redirect'
import { parseJsonBody } from './request-body'
import { startSession } from './sessions'
import { USER_COLUMNS, type UserRow } from './users'

/**
 * Uses a one-time token (from a link: its hash; typed: the six digits with the address) and
 * returns the user it belonged to, confirmed, with the token spent.
 */
async function consumeToken(
  auth: AuthContext,
  type: VerifyType,
  input: { tokenHash?: string; email?: string; otp?: string },
): Promise<UserRow> {
  const expired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
  let hash = input.tokenHash
  if (!hash && input.email && input.otp)
    hash = tokenHash(input.email.trim().toLowerCase(), input.otp)
  if (!hash) throw expired()
  const recoveryLike = type === 'recovery' || type === 'magiclink'
  const tokenColumn = recoveryLike ? 'recovery_token' : 'confirmation_token'
  const sentColumn = recoveryLike ? 'recovery_sent_at' : 'confirmation_sent_at'
  const { rows } = await auth.pool.query<UserRow>(
    `update auth.users set ${tokenColumn} = '',
       email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where ${tokenColumn} = $1 and ${tokenColumn} <> '' and deleted_at is null
       and ${sentColumn} > now() - make_interval(secs => $2)
     returning ${USER_COLUMNS}`,
    [hash, auth.config.otpExpirySeconds],
  )
  const user = rows[0]
  if (!user) throw expired()
  if (type === 'invite' && !user.invited_at) throw expired()
  if (user.banned_until && user.banned_until > new Date()) {
    throw new AuthError(403, 'user_banned', 'User is banned')
  }
  return user
}

function fragment(values: Record<string, string | number>) {
  return new URLSearchParams(
    Object.entries(values).map(([key, value]) => [key, String(value)]),
  ).toString()
}

/** GET /verify: the link in an e-mail. Redirects with the session (implicit flow) or the error. */
export async function verifyByLink(
  auth: AuthContext,
  req: IncomingMessage,
  ctx: RequestContext,
): Promise<Reply> {
  const type = ctx.search.get('type') ?? ''
  const redirectTo = chooseRedirect(
    ctx.search.get('redirect_to'),
    auth.config.siteUrl,
    auth.config.allowList,
  )
  const fail = (code: string, description: string, error = 'access_denied'): Reply => ({
    status: 303,
    headers: {
      Location: `${redirectTo.split('#')[0]}#${fragment({ error, error_code: code, error_description: description })}`,
    },
  })
  try {
    limitByAddress(auth.limiters.verify, req)
  } catch (error) {
    if (error instanceof AuthError) return fail(error.code, error.message, 'too_many_requests')
    throw error
  }
  if (!VERIFY_TYPES.includes(type)) return fail('validation_failed', 'Unsupported verify type')
  let user: UserRow
  try {
    user = await consumeToken(auth, type as VerifyType, {
      tokenHash: ctx.search.get('token') ?? '',
    })
  } catch (error) {
    if (error instanceof AuthError) return fail(error.code, error.message)
    throw error
  }
  const session = await startSession(auth, user, type === 'signup' ? 'otp' : type)
  return {
    status: 303,
    headers: {
      Location: `${redirectTo.split('#')[0]}#${fragment({
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      })}`,
    },
  }
}

/** POST /verify: supabase-js `verifyOtp` with `token_hash`, or the address and six digits. */
export async function verifyByPost(auth: AuthContext, req: IncomingMessage, ctx: RequestContext) {
  limitByAddress(auth.limiters.verify, req)
  const body = parseJsonBody(ctx.body)
  const type = typeof body.type === 'string' ? body.type : ''
  if (type === 'email_change' || type === 'sms' || type === 'phone_change') {
    throw new AuthError(
      501,
      'not_implemented',
      `Verify type ${type} is not supported by the local stack`,
    )
  }
  if (!VERIFY_TYPES.includes(type)) {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
  }
  const user = await consumeToken(auth, type as VerifyType, {
    tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined,
    email: typeof body.email === 'string' ? body.email : undefined,
    otp: typeof body.token === 'string' ? body.token : undefined,
  })
  return startSession(auth, user, type === 'signup' || type === 'email' ? 'otp' : type)
}
