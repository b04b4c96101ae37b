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

/** "2 acknowledgements are held for a later hour, when the hour's e-mail to people ran out; the next goes at …" */
export function heldSummary(held: NonNullable<MailHealth['held']>, at: (iso: string) => string) {
  if (held.total === 0) return null
  const next = held.next_at ? ` The next goes ${at(held.next_at)}.` : ''
  return `${count(held.total, 'acknowledgement is', 'acknowledgements are')} held for a later hour: this hour's e-mail to people ran out, and each is sent when its hour begins, not skipped.${next}`
}

const ANSWER_LIMITS: Record<string, string> = {
  record: 'the limit for one record',
  sender: 'the limit for one sender',
  project: 'the limit for the whole project',
}

/** "In the last day 12 answers by e-mail were stored in short (10 by …) and 3 refused (3 by …)." */
export function limitedAnswersSummary(answers: NonNullable<MailHealth['answers']>) {
  const said = (['shortened', 'refused'] as const)
    .map((outcome) => ({ outcome, entry: answers[outcome] }))
    .filter(({ entry }) => entry && entry.total > 0)
    .map(({ outcome, entry }) => {
      const parts = Object.entries(entry!.by_limit)
        .sort(([, a], [, b]) => b - a)
        .map(([limit, n]) => `${formatNumber(n)} by ${ANSWER_LIMITS[limit] ?? limit}`)
      const what = outcome === 'shortened' ? 'kept as their first lines only' : 'refused'
      return `${count(entry!.total, 'answer', 'answers')} ${what} (${parts.join(', ')})`
    })
  if (said.length === 0) return null
  return `In the last 24 hours, of the answers people sent by e-mail: ${said.join('; ')}. The person's record says so beside the answer.`
}
