/*
 * The kinds of e-mail the project sends. Every message carries its kind in the EMAIL_KIND_HEADER
 * header (mail.ts: Resend's `headers`, https://resend.com/docs/dashboard/emails/custom-headers, or
 * an SMTP header), so a mailbox rule, a support question or a test can tell the e-mails apart
 * without reading their wording, which may change.
 */

export const EMAIL_KIND_HEADER = 'X-Email-Kind'

/** The auth e-mails, by the Send Email hook's email_action_type (supabase/auth mailer.go). */
export const authEmailKinds = {
  signup: 'auth-signup',
  invite: 'auth-invite',
  recovery: 'auth-recovery',
  magiclink: 'auth-magiclink',
  email_change: 'auth-email-change',
  reauthentication: 'auth-reauthentication',
  /** Not an Auth action: public.admin_remove_reviewer queues it beside the auth e-mails. */
  access_removed: 'access-removed',
} as const

export type EmailKind =
  | 'acknowledgement'
  | 'reviewer-notification'
  | 'desk-reply'
  | 'answer-notice'
  | 'deletion-confirmation'
  | 'audit-fingerprint'
  /** The double opt-in of a sign-up for updates. */
  | 'update-confirmation'
  /** An update to its subscribers (carries List-Unsubscribe). */
  | 'update'
  | (typeof authEmailKinds)[keyof typeof authEmailKinds]

/** The kind of an auth e-mail the outbox holds, from its stored email_action_type. */
export function authEmailKind(actionType: string | null | undefined): EmailKind | undefined {
  return actionType && Object.hasOwn(authEmailKinds, actionType)
    ? authEmailKinds[actionType as keyof typeof authEmailKinds]
    : undefined
}
