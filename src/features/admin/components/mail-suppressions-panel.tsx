import { useEffect, useState } from 'react'
import { listMailSuppressions, type MailSuppression } from '../api/mail-suppressions'
import { formatDateTime } from '../lib/format'

const reasons: Record<MailSuppression['reason'], string> = {
  bounced: 'Bounced for good',
  complained: 'Marked an update as spam',
}

type Loaded = { suppressions: MailSuppression[]; total: number }

/** The suppression list as a table: what the administrators see of it. */
export function MailSuppressionsTable({ suppressions, total }: Loaded) {
  if (suppressions.length === 0) {
    return (
      <p className="text-slate-700">
        No address has bounced for good or complained: updates go to every confirmed subscriber.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-700">
        {total === 1 ? 'One address gets' : `${total} addresses get`} no update: each bounced for
        good or its owner marked an update as spam. E-mails about a person’s own record still go to
        them.
        {total > suppressions.length ? ` The newest ${suppressions.length} are listed.` : ''}
      </p>
      <div
        role="region"
        aria-label="Addresses no update is sent to"
        // Keyboard users can scroll a table wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="border-border overflow-x-auto rounded-md border bg-white"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Addresses no update is sent to</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Address
              </th>
              <th scope="col" className="px-3 py-2">
                Why
              </th>
              <th scope="col" className="px-3 py-2">
                The mail service’s words
              </th>
              <th scope="col" className="px-3 py-2">
                Since
              </th>
            </tr>
          </thead>
          <tbody>
            {suppressions.map((row) => (
              <tr key={row.email} className="border-border border-t">
                <th scope="row" className="px-3 py-2 font-semibold break-all">
                  {row.email}
                </th>
                <td className="px-3 py-2">{reasons[row.reason]}</td>
                <td className="px-3 py-2">{row.detail ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.since)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/**
 * The suppression list, for administrators: the addresses Resend reported as bounced for good or
 * complaining, which no update reaches (supabase/migrations/20251101030600_update_sends.sql).
 */
export function MailSuppressionsPanel() {
  const [loaded, setLoaded] = useState<Loaded | 'error' | null>(null)
  useEffect(() => {
    let current = true
    listMailSuppressions().then(
      (found) => current && setLoaded(found),
      () => current && setLoaded('error'),
    )
    return () => {
      current = false
    }
  }, [])
  if (loaded === null) return <p role="status">Loading the suppression list…</p>
  if (loaded === 'error') {
    return (
      <p role="alert" className="text-destructive font-semibold">
        The suppression list could not be loaded. Reload the page to try again.
      </p>
    )
  }
  return <MailSuppressionsTable {...loaded} />
}
