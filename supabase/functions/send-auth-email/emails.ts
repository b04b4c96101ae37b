/**
 * The auth e-mails the Send Email hook sends, their words from _shared/email-copy/auth.ts in the
 * one layout of every e-mail (_shared/email-layout.ts): the invitation (worded per role), the sign-up confirmation, the password
 * reset, the e-mail change and the reauthentication code. The link is built as Supabase Auth
 * builds `{{ .ConfirmationURL }}` (supabase/auth internal/mailer/templatemailer/templatemailer.go
 * getPath; the URL paths default to /verify under the API's /auth/v1).
 */
import {
  emailChangeCopy,
  invitationCopy,
  magicLinkCopy,
  reauthenticationCopy,
  recoveryCopy,
  signupCopy,
  type TeamRole,
} from '../_shared/email-copy/auth.ts'
import { type EmailBlock, renderLayout, type RenderedEmail } from '../_shared/email-layout.ts'
import type { EmailKind } from '../_shared/email-kind.ts'

export type { TeamRole }

/**
 * How long a link works: config.toml `[auth.email] otp_expiry` (3600 s). A function cannot read
 * config.toml on hosted, so the figure lives here too; tests/stack/send-auth-email-hook.test.ts
 * fails when the two differ.
 */
export const LINK_VALIDITY_SECONDS = 3600

export type AuthEmailAction =
  'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication'

/** The email_data of Auth's hook payload (internal/mailer/mailer.go EmailData). */
export interface EmailData {
  token: string
  token_hash: string
  redirect_to: string
  email_action_type: string
  site_url: string
  token_new: string
  token_hash_new: string
}

/** What the invitation says about who invited whom (public.auth_email_context). */
export interface Invitation {
  role: TeamRole | null
  inviterName: string | null
  displayName: string | null
}

/** "1 hour", "30 minutes": the validity in words. */
export function validityInWords(seconds = LINK_VALIDITY_SECONDS): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`
  const minutes = Math.max(1, Math.round(seconds / 60))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/**
 * Auth's getPath: `token=<QueryEscape(hash)>&type=<type>&redirect_to=<redirect>`, the redirect
 * escaped only when it holds `&`, `=` or `#` (encodeRedirectURL), under `<api>/auth/v1/verify`.
 * It is escaped too when it holds anything but visible ASCII (a space, a line break, a control
 * character): Auth refuses such a redirect, and should one ever come, the link stays one line of
 * the e-mail's text and adds none of its own.
 */
export function verifyUrl(
  supabaseUrl: string,
  tokenHash: string,
  type: string,
  redirectTo: string,
) {
  const redirect = /[&=#]|[^\x21-\x7e]/.test(redirectTo)
    ? encodeURIComponent(redirectTo)
    : redirectTo
  return (
    `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}` +
    `&type=${encodeURIComponent(type)}&redirect_to=${redirect}`
  )
}

/** An auth e-mail in the one layout: a heading, one paragraph, the link as a button, a code. */
function authEmail(input: {
  kind: EmailKind
  subject: string
  heading: string
  intro: string
  action?: { label: string; href: string }
  code?: { label: string; value: string }
}): RenderedEmail {
  const blocks: EmailBlock[] = [
    { type: 'heading', text: input.heading },
    { type: 'paragraph', text: input.intro },
  ]
  if (input.action) blocks.push({ type: 'action', ...input.action })
  if (input.code) blocks.push({ type: 'fields', fields: [input.code] })
  return renderLayout({ kind: input.kind, subject: input.subject, blocks })
}

export function renderInvitation(link: string, invitation: Invitation): RenderedEmail {
  return authEmail({
    kind: 'auth-invite',
    subject: invitationCopy.subject(invitation.role),
    heading: invitationCopy.heading,
    intro: invitationCopy.intro({ ...invitation, validity: validityInWords() }),
    action: { label: invitationCopy.action, href: link },
  })
}

/** The link, and the six-digit code for a mail client that breaks links (GoTrue's `{{ .Token }}`). */
export function renderSignupConfirmation(link: string, code: string): RenderedEmail {
  return authEmail({
    kind: 'auth-signup',
    subject: signupCopy.subject,
    heading: signupCopy.heading,
    intro: signupCopy.intro(validityInWords()),
    action: { label: signupCopy.action, href: link },
    code: code ? { label: signupCopy.codeLabel, value: code } : undefined,
  })
}

export function renderRecovery(link: string): RenderedEmail {
  return authEmail({
    kind: 'auth-recovery',
    subject: recoveryCopy.subject,
    heading: recoveryCopy.heading,
    intro: recoveryCopy.intro(validityInWords()),
    action: { label: recoveryCopy.action, href: link },
  })
}

export function renderMagicLink(link: string): RenderedEmail {
  return authEmail({
    kind: 'auth-magiclink',
    subject: magicLinkCopy.subject,
    heading: magicLinkCopy.heading,
    intro: magicLinkCopy.intro(validityInWords()),
    action: { label: magicLinkCopy.action, href: link },
  })
}

/** To the new address (`toNew`) or, with double confirmation, to the current one. */
export function renderEmailChange(link: string, newEmail: string, toNew: boolean): RenderedEmail {
  return authEmail({
    kind: 'auth-email-change',
    subject: emailChangeCopy.subject,
    heading: emailChangeCopy.heading,
    intro: emailChangeCopy.intro({ toNew, newEmail, validity: validityInWords() }),
    action: { label: emailChangeCopy.action, href: link },
  })
}

export function renderReauthentication(code: string): RenderedEmail {
  return authEmail({
    kind: 'auth-reauthentication',
    subject: reauthenticationCopy.subject,
    heading: reauthenticationCopy.heading,
    intro: reauthenticationCopy.intro(validityInWords()),
    code: { label: reauthenticationCopy.codeLabel, value: code },
  })
}
