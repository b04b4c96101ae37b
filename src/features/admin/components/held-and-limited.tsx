import type { MailHealth } from '../api/mail-health-schema'
import { formatDateTime } from '../lib/format'
import { heldSummary, limitedAnswersSummary } from '../lib/mail-health-summary'

/**
 * What the limits on e-mail did that is not a failure but the team should know: acknowledgements
 * held for a later hour (a burst from strangers cannot silence a real applicant's), and answers by
 * e-mail stored in short or refused by the limits that keep the database from filling up.
 */
export function HeldAndLimited({ health }: { health: MailHealth }) {
  const held = health.held ? heldSummary(health.held, (iso) => `at ${formatDateTime(iso)}`) : null
  const answers = health.answers ? limitedAnswersSummary(health.answers) : null
  if (!held && !answers) return null
  return (
    <div className="flex flex-col gap-1 text-sm" data-held-and-limited>
      {held ? <p>{held}</p> : null}
      {answers ? <p>{answers}</p> : null}
    </div>
  )
}
