import type { MailKind } from '../api/mail-health-schema'
import type { RecordKind, DeskTab } from '../types'

/** How mail health names each kind of e-mail. */
export const MAIL_KIND_LABELS: Record<MailKind, { plural: string; one: string }> = {
  notification: { plural: 'Notifications to reviewers', one: 'Notification to reviewers' },
  acknowledgement: { plural: 'Acknowledgements to people who wrote in', one: 'Acknowledgement' },
  reply: { plural: 'Replies from the desk', one: 'Reply' },
  account: { plural: 'Sign-in and account e-mails', one: 'Sign-in or account e-mail' },
  update: { plural: 'Updates to subscribers', one: 'Update or sign-up confirmation' },
}

/**
 * An account e-mail by what it is (the Send Email hook's email_action_type). Each carries a link
 * or code that works for [auth.email] otp_expiry (one hour, supabase/config.toml) except the
 * notice that access ended; sending an expired link again would only lead to an error page.
 */
const ACCOUNT_EMAILS: Record<string, { one: string; newLink: string | null }> = {
  invite: {
    one: 'Invitation to the desk',
    newLink: 'Send a new one with “Resend invitation” in People and roles.',
  },
  recovery: {
    one: 'Password reset',
    newLink: 'The person can ask for a new one with “Forgot password?” at sign-in.',
  },
  magiclink: { one: 'Sign-in link', newLink: 'The person can ask for a new one at sign-in.' },
  signup: { one: 'Sign-up confirmation', newLink: 'The person can sign up again.' },
  email_change: {
    one: 'Address change confirmation',
    newLink: 'The person can change the address again.',
  },
  reauthentication: {
    one: 'Confirmation code',
    newLink: 'The person can ask for a new code.',
  },
  access_removed: { one: 'Notice that desk access ended', newLink: null },
}

/** How long an account e-mail's link works: [auth.email] otp_expiry in supabase/config.toml. */
export const ACCOUNT_LINK_LIFETIME_MINUTES = 60

export interface AccountEmailDescription {
  one: string
  /** Where a new link comes from once this one has expired; null when it carries none. */
  newLink: string | null
}

/** What an account e-mail is, in the desk's words; an unknown kind reads as the group's name. */
export function describeAccountEmail(about: string | null): AccountEmailDescription {
  return (
    (about ? ACCOUNT_EMAILS[about] : undefined) ?? {
      one: MAIL_KIND_LABELS.account.one,
      newLink: 'The person can ask for a new one at sign-in.',
    }
  )
}

export const TAB_OF_RECORD_KIND: Record<RecordKind, DeskTab> = {
  coach_application: 'applications',
  contact_submission: 'contacts',
  alliance_registration: 'alliance',
}

/** "17 minutes", "2 hours", "3 days": how long something has waited. */
export function waitedFor(sinceIso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(sinceIso)) / 60_000))
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (minutes < 1) return 'less than a minute'
  if (minutes < 120) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return plural(hours, 'hour')
  return plural(Math.floor(hours / 24), 'day')
}
