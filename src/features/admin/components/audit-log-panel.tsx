import { isTeamRole, TEAM_ROLES } from '@schemas/team-roles'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  checkAuditChain,
  listAuditLog,
  type AuditChainState,
  type AuditEntry,
} from '../api/audit-log'
import { listTeamNames } from '../api/team-profiles'
import { formatDateTime } from '../lib/format'

const ACTION_LABELS: Record<string, string> = {
  record_deleted: 'Deleted a record',
  personal_data_exported: 'Looked up and exported personal data',
  personal_data_deleted: 'Deleted personal data of one address',
  retention_deleted: 'Deleted records past their retention period',
  role_granted: 'Role granted',
  role_revoked: 'Role taken away',
  reviewer_invited: 'Invited a team member',
  reviewer_removed: 'Removed a team member',
  invitation_withdrawn: 'Withdrew an invitation',
  factors_reset: 'Reset two-factor',
  lockout_lifted: 'Lifted a sign-in lockout',
  settings_changed: 'Changed desk settings',
  personal_data_deletion_requested: 'Sent a deletion confirmation to one address',
  inbound_mail_attached: 'Attached an unmatched answer to a record',
  inbound_mail_discarded: 'Discarded an unmatched answer',
  routing_changed: 'Changed notification routing',
  saved_reply_changed: 'Changed a saved reply',
  retention_changed: 'Changed a retention period',
  display_name_changed: 'Changed a display name',
}

const roleName = (role: string) =>
  isTeamRole(role) ? TEAM_ROLES[role].label.toLowerCase() : undefined

/** What an entry was about, from its kind, target and details (never personal data). */
function describe(entry: AuditEntry): string {
  const details = (entry.details ?? {}) as Record<string, unknown>
  const role = typeof details.role === 'string' ? roleName(details.role) : undefined
  if (typeof details.email === 'string') return role ? `${details.email} (${role})` : details.email
  if (typeof details.operation === 'string' && details.changes) {
    const fields = Object.keys(details.changes as Record<string, unknown>).join(', ')
    return `${details.operation}: ${fields.replaceAll('_', ' ')}`
  }
  if (entry.action === 'display_name_changed') return `now “${String(details.to)}”`
  if (entry.target_kind && entry.target_id) return `${entry.target_kind} ${entry.target_id}`
  const counts = Object.entries(details)
    .filter(([, value]) => typeof value === 'number')
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`)
  return counts.length > 0 ? counts.join(', ') : JSON.stringify(details)
}

/** The newest 100 audit log entries: who did what, when. Nobody can change them. */
export function AuditLogPanel() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null)
  const [names, setNames] = useState<Map<string, string>>(new Map())
  const [chain, setChain] = useState<AuditChainState | 'unknown' | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(() => {
    listAuditLog().then(
      (next) => {
        setFailed(false)
        setEntries(next)
      },
      () => setFailed(true),
    )
    listTeamNames().then(setNames, () => {})
    checkAuditChain().then(setChain, () => setChain('unknown'))
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
    <div className="flex flex-col gap-4">
      <ChainState chain={chain} />
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
                {(entry.actor_id ? names.get(entry.actor_id) : undefined) ??
                  entry.actor_email ??
                  (entry.actor_role === 'authenticated' ? 'A reviewer' : 'System')}
              </td>
              <td className="py-2 pr-4">{ACTION_LABELS[entry.action] ?? entry.action}</td>
              <td className="py-2 break-all">{describe(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Whether the entries' hash chain holds. A break means someone with the database owner's rights
 * changed or deleted entries behind the log's back (docs/roles.md: what the owner can still do).
 */
function ChainState({ chain }: { chain: AuditChainState | 'unknown' | null }) {
  if (chain === null) return <p role="status">Checking the log’s integrity…</p>
  if (chain === 'unknown') {
    return <p role="alert">The log’s integrity could not be checked. Reload to try again.</p>
  }
  const { mailed } = chain
  if (mailed && !mailed.held) {
    return (
      <p role="alert" className="border-destructive text-destructive rounded-md border p-3">
        The audit log has been tampered with: the fingerprint e-mailed to the administrators on{' '}
        {formatDateTime(mailed.mailedAt)} (entry {mailed.entryId},{' '}
        <code className="break-all">{mailed.hash.slice(0, 16)}</code>) is no longer in the log, so
        entries were deleted or rewritten from its end outside the desk. Tell the other
        administrators and check the database’s access.
      </p>
    )
  }
  if (chain.firstBrokenId !== null) {
    return (
      <p role="alert" className="border-destructive text-destructive rounded-md border p-3">
        The audit log has been tampered with: entry {chain.firstBrokenId} or one just before it was
        changed or deleted outside the desk. Tell the other administrators and check the database’s
        access.
      </p>
    )
  }
  return (
    <p className="text-muted-foreground text-sm">
      Integrity checked: all {chain.entries} entries are linked and unchanged. Newest entry’s
      fingerprint: <code className="break-all">{chain.newestHash?.slice(0, 16) ?? 'none'}</code>
      {mailed ? (
        <>
          {' '}
          Last e-mailed to the administrators on {formatDateTime(mailed.mailedAt)}: entry{' '}
          {mailed.entryId}, <code className="break-all">{mailed.hash.slice(0, 16)}</code>, still in
          the log.
        </>
      ) : (
        ' No fingerprint has been e-mailed to the administrators yet; one goes out each day.'
      )}
    </p>
  )
}
