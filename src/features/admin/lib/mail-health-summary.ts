import { limitOnDesk } from '@/content/person-mail-limits'
import type { FailingDelivery, FailingReason, MailHealth } from '../api/mail-health-schema'
import { formatNumber } from './format'

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${formatNumber(n)} ${many}`

/** Each reason's sentence, so the alert never says "over 15 minutes" of a shorter wait. */
const REASON_SENTENCES: Record<FailingReason, (n: number) => string> = {
  failed: (n) => `${count(n, 'e-mail has', 'e-mails have')} failed.`,
  retrying: (n) =>
    `${count(n, 'e-mail', 'e-mails')} could not be sent on the last attempt and will be tried again.`,
  late: (n) => `${count(n, 'e-mail has', 'e-mails have')} waited over 15 minutes to be sent.`,
}

/** What the alert says about the listed e-mails: one sentence per reason, in a fixed order. */
export function failingSummary(failing: readonly FailingDelivery[]): string {
  return (['failed', 'retrying', 'late'] as const)
    .map((reason) => ({ reason, n: failing.filter((item) => item.why === reason).length }))
    .filter(({ n }) => n > 0)
    .map(({ reason, n }) => REASON_SENTENCES[reason](n))
    .join(' ')
}

/** "3 acknowledgements were not sent because of a limit in the last 24 hours: 2 by …, 1 by …" */
export function skippedSummary(skipped: MailHealth['skipped']): string {
  const parts = Object.entries(skipped.by_limit)
    .sort(([, a], [, b]) => b - a)
    .map(([limit, n]) => `${formatNumber(n)} by ${limitOnDesk(limit)}`)
  return `${count(skipped.total, 'acknowledgement was', 'acknowledgements were')} not sent because of a limit in the last 24 hours: ${parts.join(', ')}.`
}
