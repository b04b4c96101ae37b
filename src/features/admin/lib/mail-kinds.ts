import type { MailKind } from '../api/get-mail-health'
import type { RecordKind, DeskTab } from '../types'

/** How mail health names each kind of e-mail. */
export const MAIL_KIND_LABELS: Record<MailKind, { plural: string; one: string }> = {
  notification: { plural: 'Notifications to reviewers', one: 'Notification to reviewers' },
  acknowledgement: { plural: 'Acknowledgements to people who wrote in', one: 'Acknowledgement' },
  reply: { plural: 'Replies from the desk', one: 'Reply' },
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
