/**
 * One-time tokens and the e-mails that carry them (GoTrue's mail.go): the hash stored on the
 * user, the link, the hand-over to the Send Email hook (or, with the hook off, GoTrue's default
 * texts through the stand-in's SMTP mailer).
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import { spendEmail } from './email-allowance'
import { invokeSendEmailHook } from './send-email-hook'
import { chooseRedirect } from './redirect'
import { fullUserJson, USER_COLUMNS, type UserRow } from './users'

export type VerifyType = 'signup' | 'email' | 'invite' | 'recovery' | 'magiclink'
export const VERIFY_TYPES: readonly string[] = [
  'signup',
  'email',
  'invite',
  'recovery',
  'magiclink',
]
export type EmailKind = 'signup' | 'invite' | 'recovery' | 'magiclink'

/** GoTrue's `crypto.GenerateTokenHash`: what an e-mailed link carries and the database keeps. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export function verifyLink(auth: AuthContext, hash: string, type: VerifyType, redirectTo: string) {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo })
  return `${auth.issuer}/verify?${params.toString()}`
}

export function redirectFrom(
  auth: AuthContext,
  ctx: RequestContext,
  body: Record<string, unknown>,
) {
  return chooseRedirect(
    ctx.search.get('redirect_to') ?? body.redirect_to,
    auth.config.siteUrl,
    auth.config.allowList,
  )
}

function templates(siteUrl: string) {
  return {
    signup: {
      subject: 'Confirm Your Signup',
      heading: 'Confirm your signup',
      intro: 'Follow this link to confirm your user:',
      linkLabel: 'Confirm your mail',
    },
    invite: {
      subject: 'You have been invited',
      heading: 'You have been invited',
      intro: `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
      linkLabel: 'Accept the invite',
    },
    recovery: {
      subject: 'Reset Your Password',
      heading: 'Reset Password',
      intro: 'Follow this link to reset the password for your user:',
      linkLabel: 'Reset Password',
    },
    magiclink: {
      subject: 'Your Magic Link',
      heading: 'Magic Link',
      intro: 'Follow this link to login:',
      linkLabel: 'Log In',
    },
  } as const
}

/** Keeps the token's hash on the user in the column its kind is verified against. */
export async function storeTokenHash(
  auth: AuthContext,
  user: UserRow,
  kind: EmailKind,
  hash: string,
): Promise<UserRow> {
  const column =
    kind === 'recovery' || kind === 'magiclink'
      ? 'recovery_token = $2, recovery_sent_at = now()'
      : kind === 'invite'
        ? 'confirmation_token = $2, confirmation_sent_at = now(), invited_at = coalesce(invited_at, now())'
        : 'confirmation_token = $2, confirmation_sent_at = now()'
  const { rows } = await auth.pool.query<UserRow>(
    `update auth.users set ${column}, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [user.id, hash],
  )
  return rows[0] ?? user
}

/**
 * GoTrue's send* functions over mail.go `sendEmail` (supabase/auth@bc32168 internal/api/mail.go):
 * a new token, the project-wide `email_sent` allowance (not while sign-up confirmations are off),
 * then the Send Email hook when it is enabled (send-email-hook.ts) or the stand-in's own SMTP
 * mailer when it is not; the token's hash is stored only once the e-mail was handed over, so a
 * refusal leaves the account as it was. A refusal answers as GoTrue does: 429 for the allowance,
 * the hook's own status and message, 500 for a mailer failure.
 */
export async function sendTokenEmail(
  auth: AuthContext,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
): Promise<UserRow> {
  const email = user.email ?? ''
  const otp = newOtp()
  const hash = tokenHash(email, otp)
  spendEmail(auth)
  if (auth.sendEmailHook) {
    await invokeSendEmailHook(auth.sendEmailHook, {
      metadata: {
        uuid: randomUUID(),
        time: new Date().toISOString(),
        name: 'send-email',
      },
      user: await fullUserJson(auth, user),
      email_data: {
        token: otp,
        token_hash: hash,
        redirect_to: redirectTo,
        email_action_type: kind,
        // getExternalHost: the API's external URL (hosted: API_EXTERNAL_URL).
        site_url: auth.issuer,
        token_new: '',
        token_hash_new: '',
      },
    })
    return storeTokenHash(auth, user, kind, hash)
  }
  if (!auth.sendEmail) {
    throw new AuthError(500, 'unexpected_failure', 'Error sending email: no mailer configured')
  }
  try {
    await auth.sendEmail({
      to: email,
      ...templates(auth.config.siteUrl)[kind],
      link: verifyLink(auth, hash, kind, redirectTo),
      otp,
    })
  } catch (error) {
    console.error('[auth] sending mail failed:', error)
    const what = kind === 'recovery' ? 'recovery' : kind === 'invite' ? 'invite' : 'confirmation'
    throw new AuthError(500, 'unexpected_failure', `Error sending ${what} email`)
  }
  return storeTokenHash(auth, user, kind, hash)
}
