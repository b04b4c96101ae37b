import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { listAuditLog, type AuditEntry } from '../api/audit-log'
import { formatDateTime } from '../lib/format'

const ACTION_LABELS: Record<string, string> = {
  record_deleted: 'Deleted a record',
  personal_data_exported: 'Looked up and exported personal data',
  personal_data_deleted: 'Deleted personal data of one address',
  retention_deleted: 'Deleted records past their retention period',
  role_granted: 'Admin role granted',
  role_revoked: 'Admin role revoked',
  reviewer_invited: 'Invited a reviewer',
  reviewer_removed: 'Removed a reviewer',
  factors_reset: 'Reset two-factor',
  settings_changed: 'Changed desk settings',
  personal_data_deletion_requested: 'Sent a deletion confirmation to one address',
  inbound_mail_attached: 'Attached an unmatched answer to a record',
  inbound_mail_discarded: 'Discarded an unmatched answer',
}

/** What an entry was about, from its kind, target and details (never personal data). */
function describe(entry: AuditEntry): string {
  const details = (entry.details ?? {}) as Record<string, unknown>
  if (typeof details.email === 'string') return details.email
  if (entry.target_kind && entry.target_id) return `${entry.target_kind} ${entry.target_id}`
  const counts = Object.entries(details)
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`)
  return counts.length > 0 ? counts.join(', ') : JSON.stringify(details)
}

/** The newest 100 audit log entries: who did what, when. Nobody can change them. */
export function AuditLogPanel() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(() => {
    listAuditLog().then(
      (next) => {
        setFailed(false)
        setEntries(next)
      },
      () => setFailed(true),
    )
  }, [])
  useEffect(load, [load])

  if (failed) {
    return (
      <p role="alert">
        The audit log could not be loaded.{' '}
        <Button variant="link" onClick={load}>
          Try again
        </Button>
      </p>
    )
  }
  if (entries === null) return <p role="status">Loading the audit log…</p>
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Audit log, newest first</caption>
      <thead>
        <tr className="border-border border-b">
          <th scope="col" className="py-2 pr-4">
            When
          </th>
          <th scope="col" className="py-2 pr-4">
            Who
          </th>
          <th scope="col" className="py-2 pr-4">
            What
          </th>
          <th scope="col" className="py-2">
            About
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-border border-b align-top">
            <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(entry.occurred_at)}</td>
            <td className="py-2 pr-4 break-all">
              {entry.actor_email ??
                (entry.actor_role === 'authenticated' ? 'A reviewer' : 'System')}
            </td>
            <td className="py-2 pr-4">{ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td className="py-2 break-all">{describe(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
