import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { listMatchingIds } from '../api/list-matching-ids'
import { markRead, markUnread } from '../api/mark-read'
import { setStatuses } from '../api/set-statuses'
import type { RowSelection } from '../hooks/use-row-selection'
import { capitalised, countOf } from '../lib/format'
import { statusLabel } from '../lib/statuses'
import type { BulkAction, ListFilter, DeskTab } from '../types'
import { ConfirmDialog } from './confirm-dialog'

interface SubmissionsBulkBarProps {
  kind: DeskTab
  /** The list's filter: "all that match" fetches its ids when the action runs. */
  filter: ListFilter
  noun: string
  nounPlural: string
  statuses: readonly string[]
  messages: { updated: string; updateFailed: string }
  selection: RowSelection
  /** Records matching the filter, over all pages. */
  total: number
  /** The ids on this page. */
  rowIds: readonly string[]
  onSelectAllMatching: () => void
  onClear: () => void
  /** The action waiting for confirmation; the section holds it, since it pauses the shortcuts. */
  action: BulkAction | null
  onActionChange: (action: BulkAction | null) => void
  /** After an action ran or failed: the list reloads. */
  onDone: () => void
  onStatusChanged?: () => void
  onReadChanged?: () => void
}

/** What to do with the selected rows: change their status or mark them read or unread. */
export function SubmissionsBulkBar({
  kind,
  filter,
  noun,
  nounPlural,
  statuses,
  messages,
  selection,
  total,
  rowIds,
  onSelectAllMatching,
  onClear,
  action,
  onActionChange,
  onDone,
  onStatusChanged,
  onReadChanged,
}: SubmissionsBulkBarProps) {
  const bulkStatusId = `${useId()}-bulk-status`
  const [bulkStatus, setBulkStatus] = useState(statuses[0] ?? '')
  const [busy, setBusy] = useState(false)
  // What the last bulk change did, kept on the page after the bar closes (a toast fades).
  const [outcome, setOutcome] = useState('')
  const selectedCount = selection.allMatching ? total : selection.ids.size
  const allOnPageSelected =
    rowIds.length > 0 && (selection.allMatching || rowIds.every((id) => selection.ids.has(id)))
  const countText = (n: number) => countOf(n, noun, nounPlural)

  async function run(chosen: BulkAction) {
    setBusy(true)
    try {
      const ids = selection.allMatching ? await listMatchingIds(kind, filter) : [...selection.ids]
      if (chosen.type === 'status') {
        const changed = await setStatuses(kind, ids, chosen.status)
        const description = `${capitalised(countText(changed))} set to ${statusLabel(chosen.status)}.`
        setOutcome(`Done: ${description}`)
        toast({ title: messages.updated, description, variant: 'success' })
        onStatusChanged?.()
      } else {
        if (chosen.type === 'read') await markRead(kind, ids)
        else await markUnread(kind, ids)
        const description = `${capitalised(countText(ids.length))} marked ${chosen.type}.`
        setOutcome(`Done: ${description}`)
        toast({ title: `Marked ${chosen.type}`, description, variant: 'success' })
        onReadChanged?.()
      }
      onClear()
      onDone()
      onActionChange(null)
    } catch {
      setOutcome('')
      toast({
        title: chosen.type === 'status' ? messages.updateFailed : `Failed to mark ${chosen.type}`,
        description: 'Nothing was lost; please try again.',
        variant: 'destructive',
      })
      onActionChange(null)
      onDone()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p role="status" className="text-sm font-medium empty:hidden">
        {outcome}
      </p>
      {selectedCount > 0 ? (
        <div
          role="group"
          aria-label={`Bulk actions for the selected ${nounPlural}`}
          className="border-primary/40 bg-primary/5 flex flex-wrap items-end gap-3 rounded-md border p-3"
        >
          <p className="self-center text-sm font-semibold" aria-live="polite">
            {selection.allMatching
              ? `All ${countText(total)} that match are selected.`
              : `${countText(selectedCount)} selected.`}
          </p>
          {allOnPageSelected && !selection.allMatching && total > rowIds.length ? (
            <Button variant="link" size="sm" onClick={onSelectAllMatching}>
              Select all {countText(total)} that match
            </Button>
          ) : null}
          <div className="flex flex-col gap-1">
            <Label htmlFor={bulkStatusId} className="text-xs">
              New status
            </Label>
            <select
              id={bulkStatusId}
              value={bulkStatus}
              onChange={(event) => setBulkStatus(event.target.value)}
              className="border-input min-h-9 rounded-md border bg-white px-2 text-sm"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" onClick={() => onActionChange({ type: 'status', status: bulkStatus })}>
            Change status
          </Button>
          <Button size="sm" variant="outline" onClick={() => onActionChange({ type: 'read' })}>
            Mark read
          </Button>
          <Button size="sm" variant="outline" onClick={() => onActionChange({ type: 'unread' })}>
            Mark unread
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </div>
      ) : null}

      {action ? (
        <ConfirmDialog
          title={
            action.type === 'status'
              ? `Change the status of ${countText(selectedCount)}?`
              : `Mark ${countText(selectedCount)} ${action.type}?`
          }
          message={
            action.type === 'status'
              ? `${capitalised(countText(selectedCount))} will be set to ${statusLabel(action.status)}. Each change is recorded in the record's history.`
              : `${capitalised(countText(selectedCount))} will be marked ${action.type} for you only; other reviewers keep their own.`
          }
          confirmLabel={
            action.type === 'status'
              ? `Set ${countText(selectedCount)} to ${statusLabel(action.status)}`
              : `Mark ${action.type}`
          }
          busy={busy}
          busyLabel="Working..."
          onConfirm={() => void run(action)}
          onClose={() => onActionChange(null)}
        />
      ) : null}
    </>
  )
}
