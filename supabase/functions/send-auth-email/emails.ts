/**
 * The auth e-mails the Send Email hook sends, in the layout of the project's other e-mails
 * (_shared/render.ts): the invitation (worded per role), the sign-up confirmation, the password
 * reset, the e-mail change and the reauthentication code. The link is built as Supabase Auth
 * builds `{{ .ConfirmationURL }}` (supabase/auth internal/mailer/templatemailer/templatemailer.go
 * getPath; the URL paths default to /verify under the API's /auth/v1).
 */
import { renderEmail, type RenderedEmail } from '../_shared/render.ts'

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

export type TeamRole = 'admin' | 'reviewer' | 'editor'

/** What the invitation says about who invited whom (public.auth_email_context). */
export interface Invitation {
  role: TeamRole | null
  inviterName: string | null
  displayName: string | null
}

const ROLE_WORDS: Record<TeamRole, { as: string; where: string }> = {
  reviewer: {
    as: 'a reviewer',
    where:
      "Reviewers work in the desk's submissions: they read and answer the AI Coach applications, " +
      'contact messages and Alliance registrations people send through the website.',
  },
  editor: {
    as: 'an editor',
    where:
      "Editors work in the desk's Site section: they edit the website's content and publish it.",
  },
  admin: {
    as: 'an administrator',
    where:
      'Administrators run the desk: the submissions, the team and its invitations, the settings, ' +
      'personal-data requests and the audit log.',
  },
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
 */
export function verifyUrl(
  supabaseUrl: string,
  tokenHash: string,
  type: string,
  redirectTo: string,
) {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo
  return (
    `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}` +
    `&type=${encodeURIComponent(type)}&redirect_to=${redirect}`
  )
}

const BRAND = 'Idaho AI Alliance'

/**
 * Supabase's default subjects (a new project's Authentication → Emails) for the account e-mails;
 * the invitation's subject names the desk and the role, so an editor is not invited to "the
 * reviewers' desk", and the body says where that role works.
 */
export function invitationSubject(role: TeamRole | null): string {
  const desk = `You are invited to the ${BRAND} desk`
  return role ? `${desk} as ${ROLE_WORDS[role].as}` : desk
}
const IGNORE = 'If you did not ask for this, you can ignore this e-mail.'

export function renderInvitation(link: string, invitation: Invitation): RenderedEmail {
  const words = invitation.role ? ROLE_WORDS[invitation.role] : null
  const inviter = invitation.inviterName ?? `An administrator of the ${BRAND}`
  const greeting = invitation.displayName ? `Hello ${invitation.displayName},` : 'Hello,'
  return renderEmail({
    subject: invitationSubject(invitation.role),
    heading: `Welcome to the ${BRAND} team`,
    intro:
      `${greeting} ${inviter} has invited you to the ${BRAND} desk` +
      `${words ? ` as ${words.as}` : ''}. ${words?.where ?? ''} ` +
      'Follow the link to choose your password; you will then set up two-factor sign-in with an ' +
      `authenticator app. The link works once and expires ${validityInWords()} after this ` +
      'e-mail was sent; if it has expired, ask the administrator who invited you to resend it. If you did not expect this ' +
      'invitation, ignore this e-mail: no account is used until you accept.',
    action: { label: 'Accept the invitation and choose your password', href: link },
    fields: [],
  })
}

/** The link, and the six-digit code for a mail client that breaks links (GoTrue's `{{ .Token }}`). */
export function renderSignupConfirmation(link: string, code: string): RenderedEmail {
  return renderEmail({
    subject: 'Confirm Your Signup',
    heading: 'Confirm your e-mail address',
    intro:
      `Follow the link to confirm this address. It works once and expires ${validityInWords()} ` +
      `after this e-mail was sent. ${IGNORE}`,
    action: { label: 'Confirm my address', href: link },
    fields: code ? [{ label: 'Or enter this code', value: code }] : [],
  })
}

export function renderRecovery(link: string): RenderedEmail {
  return renderEmail({
    subject: 'Reset Your Password',
    heading: 'Reset your password',
    intro:
      'Someone asked to reset the password of the account with this address. Follow the link to ' +
      `choose a new one. It works once and expires ${validityInWords()} after this e-mail was ` +
      `sent. ${IGNORE} Your password stays as it is.`,
    action: { label: 'Choose a new password', href: link },
    fields: [],
  })
}

export function renderMagicLink(link: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Magic Link',
    heading: 'Sign in',
    intro: `Follow the link to sign in. It works once and expires ${validityInWords()} after this e-mail was sent. ${IGNORE}`,
    action: { label: 'Sign in', href: link },
    fields: [],
  })
}

/** To the new address (`toNew`) or, with double confirmation, to the current one. */
export function renderEmailChange(link: string, newEmail: string, toNew: boolean): RenderedEmail {
  return renderEmail({
    subject: 'Confirm Email Change',
    heading: 'Confirm the new e-mail address',
    intro:
      (toNew
        ? 'Follow the link to confirm this address as the new one for your account.'
        : `Someone asked to change your account's address to ${newEmail}. Follow the link to confirm it from this address too.`) +
      ` It works once and expires ${validityInWords()} after this e-mail was sent. ${IGNORE}`,
    action: { label: 'Confirm the change', href: link },
    fields: [],
  })
}

export function renderReauthentication(code: string): RenderedEmail {
  return renderEmail({
    subject: 'Confirm reauthentication',
    heading: 'Confirm it is you',
    intro: `Enter this code to confirm the change you asked for. It expires ${validityInWords()} after this e-mail was sent. ${IGNORE}`,
    fields: [{ label: 'Code', value: code }],
  })
}
