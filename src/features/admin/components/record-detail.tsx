import { X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { getStatusHistory } from '../api/get-status-history'
import { formatDateTime } from '../lib/format'
import { statusLabel, type BadgeTone } from '../lib/statuses'
import type { StatusChange } from '../types'
import { StatusBadge } from './status-badge'

export interface DetailField {
  label: string
  value: string | null | undefined
  /** Long answers keep their line breaks and get the full width. */
  long?: boolean
  /** mailto:/tel: links for contact details. */
  href?: string
}

interface RecordDetailProps {
  title: string
  subtitle: string
  recordId: string
  status: string
  tone: BadgeTone
  fields: DetailField[]
  onClose: () => void
}

type HistoryState =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; changes: StatusChange[] }

/** A loaded (or failed) history, tagged with the record and status it was loaded for. */
type LoadedHistory = { key: string; result: HistoryState }

/**
 * The whole record and its status history in a modal <dialog>: the browser traps focus, Escape
 * closes it, and focus returns to the button that opened it.
 */
export function RecordDetail({
  title,
  subtitle,
  recordId,
  status,
  tone,
  fields,
  onClose,
}: RecordDetailProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const historyKey = `${recordId}:${status}`
  const [loaded, setLoaded] = useState<LoadedHistory | null>(null)
  // After a status change the key changes, so the old history counts as loading again.
  const history: HistoryState = loaded?.key === historyKey ? loaded.result : { state: 'loading' }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    return () => {
      // Closing here fires no handler (only Escape and the close button do), so this is safe to
      // run on every unmount, including React's development double-run.
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      opener?.focus()
    }
  }, [])

  useEffect(() => {
    let current = true
    getStatusHistory(recordId).then(
      (changes) => current && setLoaded({ key: historyKey, result: { state: 'ready', changes } }),
      () => current && setLoaded({ key: historyKey, result: { state: 'error' } }),
    )
    return () => {
      current = false
    }
  }, [recordId, historyKey])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="border-border text-ink m-auto max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="border-border flex items-start justify-between gap-4 border-b p-6">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span>{subtitle}</span>
            <StatusBadge status={status} tone={tone} />
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close details">
          <X aria-hidden="true" />
        </Button>
      </div>

      <dl className="grid gap-x-6 gap-y-4 p-6 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.label} className={field.long ? 'sm:col-span-2' : undefined}>
            <dt className="text-muted-foreground text-sm font-semibold">{field.label}</dt>
            <dd
              className={field.long ? 'mt-1 break-words whitespace-pre-wrap' : 'mt-1 break-words'}
            >
              {field.value && field.href ? (
                <a href={field.href} className="text-primary underline">
                  {field.value}
                </a>
              ) : (
                field.value || '—'
              )}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={`${titleId}-history`} className="border-border border-t p-6">
        <h3 id={`${titleId}-history`} className="mb-3 text-lg font-semibold">
          Status history
        </h3>
        {history.state === 'loading' ? (
          <div role="status" aria-label="Loading status history" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : history.state === 'error' ? (
          <p>The status history could not be loaded.</p>
        ) : history.changes.length === 0 ? (
          <p className="text-muted-foreground">No status changes yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {history.changes.map((change) => (
              <li key={change.id} className="text-sm">
                <time dateTime={change.changed_at} className="font-semibold">
                  {formatDateTime(change.changed_at)}
                </time>
                {': '}
                {statusLabel(change.old_status ?? 'none')} →{' '}
                {statusLabel(change.new_status ?? 'none')}
                {' by '}
                {change.changed_by_email ?? 'an unknown user'}
              </li>
            ))}
          </ol>
        )}
      </section>
    </dialog>
  )
}
