/**
 * One-time tokens and the e-mails that carry them (GoTrue's mail.go): the hash stored on the
 * user, the link, the default templates and the per-person resend interval.
 */
import { createHash, randomInt } from 'node:crypto'
import type { RequestContext } from '../types'
import type { AuthContext } from './context'
import { AuthError } from './errors'
import type { AuthEmail } from './mailer'
import { chooseRedirect } from './redirect'
import { USER_COLUMNS, type UserRow } from './users'

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

/** Stores the token's hash on the user and returns the e-mail that carries it. */
async function prepareTokenEmail(
  auth: AuthContext,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
): Promise<{ stored: UserRow; mail: AuthEmail }> {
  const email = user.email ?? ''
  const otp = newOtp()
  const hash = tokenHash(email, otp)
  const stored = await storeTokenHash(auth, user, kind, hash)
  const link = verifyLink(auth, hash, kind, redirectTo)
  return {
    stored,
    mail: {
      to: email,
      ...templates(auth.config.siteUrl)[kind],
      link,
      otp,
      // A project template (config.toml [auth.email.template.*]) may use these, as on hosted.
      template: { kind, data: user.raw_user_meta_data ?? {}, redirectTo },
    },
  }
}

/**
 * Stores the token's hash on the user and e-mails the link, as GoTrue's send* functions do. The
 * caller has already drawn on an allowance (email-allowance.ts); a failure to send surfaces as
 * an error, never as silence (an administrator inviting someone must know).
 */
export async function sendTokenEmail(
  auth: AuthContext,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
) {
  if (!auth.sendEmail) {
    throw new AuthError(500, 'unexpected_failure', 'Error sending email: no mailer configured')
  }
  const { stored, mail } = await prepareTokenEmail(auth, user, kind, redirectTo)
  try {
    await auth.sendEmail(mail)
  } catch (error) {
    console.error('[auth] sending mail failed:', error)
    const what = kind === 'recovery' ? 'recovery' : kind === 'invite' ? 'invite' : 'confirmation'
    throw new AuthError(500, 'unexpected_failure', `Error sending ${what} email`)
  }
  return stored
}

/** Waits between the attempts of a queued e-mail: 1, 2, 4, 8 and 16 seconds. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000]

/**
 * For sign-up and recovery, whose answer must not depend on whether the address has an account:
 * the token is stored now, the e-mail leaves after the answer, and a failed attempt is retried
 * (five times over about half a minute) and logged, never silently dropped.
 */
export async function queueTokenEmail(
  auth: AuthContext,
  user: UserRow,
  kind: EmailKind,
  redirectTo: string,
): Promise<UserRow> {
  const send = auth.sendEmail
  if (!send)
    throw new AuthError(500, 'unexpected_failure', 'Error sending email: no mailer configured')
  const { stored, mail } = await prepareTokenEmail(auth, user, kind, redirectTo)
  void (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        await send(mail)
        return
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt]
        console.error(
          `[auth] sending the ${kind} e-mail failed (attempt ${attempt + 1})${delay ? ', retrying' : ', giving up'}:`,
          error,
        )
        if (delay === undefined) return
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  })()
  return stored
}

/**
 * Tells the person their account's sign-in (or two-factor sign-in) was locked after repeated
 * failures. Not drawn from any allowance: at most one per lock, and it must not be starved. A
 * failure to send is logged; the lock holds either way.
 */
export async function sendLockoutNotice(
  auth: AuthContext,
  email: string,
  what: 'password' | 'two-factor code',
  until: Date,
): Promise<void> {
  if (!auth.sendEmail) return
  const time = until.toISOString().slice(11, 16)
  try {
    await auth.sendEmail({
      to: email,
      subject: 'Your sign-in has been locked',
      heading: 'Your sign-in has been locked',
      intro:
        `Someone entered a wrong ${what} for your account too many times, so signing in is ` +
        `locked until ${time} UTC. If this was you, wait until then or ask an administrator to ` +
        'lift the lock. If it was not you, your password may be known to someone else: change it ' +
        'once you are signed in, and tell an administrator.',
    })
  } catch (error) {
    console.error('[auth] sending the lockout notice failed:', error)
  }
}
