import type { MailHealth } from '../api/mail-health-schema'
import { limitName } from '@/content/person-mail-limits'
import { formatDateTime } from '../lib/format'
import { skippedSummary } from '../lib/mail-health-summary'

/**
 * The acknowledgements a limit on e-mail to a person skipped in the last 24 hours: counted per
 * limit and named, newest first, so the team knows who was told nothing by e-mail.
 */
export function SkippedAcknowledgements({ skipped }: { skipped: MailHealth['skipped'] }) {
  if (skipped.total === 0) return null
  return (
    <div className="flex flex-col gap-2 text-sm" data-skipped-acknowledgements>
      <p>{skippedSummary(skipped)}</p>
      <ul aria-label="Acknowledgements not sent because of a limit" className="flex flex-col gap-1">
        {skipped.recent.map((item) => (
          <li key={item.id}>
            <span className="font-medium">{item.name ?? 'A deleted record'}</span>
            {item.recipient ? ` (${item.recipient})` : ''}, {formatDateTime(item.skipped_at)}:{' '}
            skipped by {limitName(item.limit)}
            {item.reason ? `. ${item.reason}.` : '.'}
          </li>
        ))}
      </ul>
    </div>
  )
}
