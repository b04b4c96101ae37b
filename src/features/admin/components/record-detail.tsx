import { ChevronLeft, ChevronRight, Keyboard, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useRecordPresence } from '../hooks/use-record-presence'
import { useSavedReplies } from '../hooks/use-saved-replies'
import { useShortcuts } from '../hooks/use-shortcuts'
import { savedReplyForStatus, type StatusReplyRequest } from '../lib/status-replies'
import { statusLabel, type BadgeTone } from '../lib/statuses'
import { RECORD_KINDS, type DeskTab } from '../types'
import { AcknowledgementDelivery } from './acknowledgement-delivery'
import { Modal } from '@/components/ui/modal'
import { NotificationDelivery } from './notification-delivery'
import { RecordOwnership } from './record-ownership'
import { RecordTimeline } from './record-timeline'
import { RelatedSubmissions } from './related-submissions'
import { ReplyComposer, type ReplyRecipient } from './reply-composer'
import { ShortcutsDialog } from './shortcuts-dialog'
import { StatusBadge } from './status-badge'
import { StatusReplyOffer } from './status-reply-offer'
import { StatusSelect } from './status-select'

export interface DetailField {
  label: string
  value: string | null | undefined
  /** Long answers keep their line breaks and get the full width. */
  long?: boolean
  /** mailto:/tel: links for contact details. */
  href?: string
}

interface RecordDetailProps {
  kind: DeskTab
  recordId: string
  title: string
  subtitle: string
  /** "application", "contact submission": for button labels. */
  noun: string
  status: string
  statuses: readonly string[]
  tone: BadgeTone
  fields: DetailField[]
  /** "Application 3 of 120", when the record's place in the list is known. */
  position: string | null
  /** Said by screen readers and shown, e.g. "This is the last application in the list." */
  notice: string
  saving: boolean
  /** What the status select and the 1–4 shortcuts call. */
  onStatusChange: (status: string) => void
  onPrevious: () => void
  onNext: () => void
  onMarkUnread: () => void
  onClose: () => void
  currentUserId: string
  /**
   * Extra panels of the record, shown under its fields: the notification delivery state
   * (components/notification-delivery.tsx, "Send again") belongs here.
   */
  children?: ReactNode
  /** Replies from the desk: who the record's person is, and what a sent reply changes. */
  reply?: {
    recipient: ReplyRecipient
    /** The status a reply sets by default (a contact becomes 'responded'); null keeps it. */
    defaultStatus: string | null
    /** Called with the status the reply set, or null when it kept the status. */
    onSent: (newStatus: string | null) => void
  }
}

/**
 * One record in a modal dialog, worked from the keyboard: change its status (select or 1–4),
 * step to the previous or next record of the list (k / j, ← / →) without closing, add notes,
 * mark it unread (u), close (Esc). Focus moves to the record's name on open; the dashboard
 * returns it to the record's row on close.
 */
export function RecordDetail({
  kind,
  recordId,
  title,
  subtitle,
  noun,
  status,
  statuses,
  tone,
  fields,
  position,
  notice,
  saving,
  onStatusChange,
  onPrevious,
  onNext,
  onMarkUnread,
  onClose,
  currentUserId,
  children,
  reply,
}: RecordDetailProps) {
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const noteBoxId = useId()
  const [helpOpen, setHelpOpen] = useState(false)
  const [repliesSent, setRepliesSent] = useState(0)
  const [drafting, setDrafting] = useState(false)
  const onDraftingChange = useCallback((value: boolean) => setDrafting(value), [])
  const recordKind = RECORD_KINDS[kind]
  const savedReplies = useSavedReplies()
  const [offer, setOffer] = useState<{ status: string; recordId: string } | null>(null)
  const [statusReply, setStatusReply] = useState<StatusReplyRequest | null>(null)
  const offered = offer && offer.recordId === recordId ? offer : null
  const offeredReply =
    offered && savedReplies ? savedReplyForStatus(savedReplies, recordKind, offered.status) : null

  /**
   * The status select: a status with a saved reply (and a record one can reply to) asks first
   * whether to send that reply; any other status changes at once. A choice made before the saved
   * replies have loaded waits for them. The 1–4 keys stay the fast path: they change the status
   * only, as the shortcuts dialog says.
   */
  function chooseStatus(value: string) {
    if (reply && (!savedReplies || savedReplyForStatus(savedReplies, recordKind, value))) {
      setOffer({ status: value, recordId })
      return
    }
    setOffer(null)
    onStatusChange(value)
  }

  // The saved replies arrived after the choice and none goes with it: change the status now.
  // (Once per choice: the offer stays in state but shows nothing without a reply.)
  const settledChoice = useRef<object | null>(null)
  useEffect(() => {
    if (offered && savedReplies && !offeredReply && settledChoice.current !== offered) {
      settledChoice.current = offered
      onStatusChange(offered.status)
    }
  }, [offered, savedReplies, offeredReply, onStatusChange])

  function sendStatusReply(status: string, savedReplyId: string) {
    if (drafting && !window.confirm('Replace your draft with this saved reply?')) return
    setOffer(null)
    setStatusReply({ savedReplyId, status, key: Date.now() })
  }
  const { collaboration, setCollaboration } = useRecordPresence(
    recordKind,
    recordId,
    drafting ? 'replying' : 'viewing',
  )

  const shortcuts: Record<string, () => void> = {
    j: onNext,
    ArrowRight: onNext,
    k: onPrevious,
    ArrowLeft: onPrevious,
    u: onMarkUnread,
    n: () => document.getElementById(noteBoxId)?.focus(),
    '?': () => setHelpOpen(true),
  }
  statuses.forEach((value, index) => {
    shortcuts[String(index + 1)] = () => {
      if (!saving && value !== status) onStatusChange(value)
    }
  })
  useShortcuts(shortcuts, !helpOpen)

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={headingRef}
      className="w-[min(52rem,calc(100vw-2rem))]"
    >
      <div className="border-border flex flex-wrap items-start justify-between gap-4 border-b p-6">
        <div className="flex min-w-0 flex-col gap-1">
          {position ? <p className="text-muted-foreground text-sm">{position}</p> : null}
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold break-words focus:outline-none"
          >
            {title}
          </h2>
          <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span>{subtitle}</span>
            <StatusBadge status={status} tone={tone} />
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={onPrevious}
            aria-label={`Previous ${noun}`}
            aria-keyshortcuts="k ArrowLeft"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={onNext}
            aria-label={`Next ${noun}`}
            aria-keyshortcuts="j ArrowRight"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setHelpOpen(true)}
            aria-label="Keyboard shortcuts"
            aria-keyshortcuts="?"
          >
            <Keyboard aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onClose}
            aria-label="Close details"
            aria-keyshortcuts="Escape"
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>

      <RecordOwnership
        record={{ recordKind, recordId }}
        currentUserId={currentUserId}
        collaboration={collaboration}
        onChanged={setCollaboration}
      />

      <p role="status" className="px-6 pt-3 text-sm empty:hidden">
        {notice}
      </p>

      <div className="border-border flex flex-wrap items-end gap-4 border-b px-6 py-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold" aria-hidden="true">
            Status
          </span>
          <StatusSelect
            value={status}
            statuses={statuses}
            label={`Status of this ${noun}`}
            disabled={saving}
            onChange={chooseStatus}
          />
        </div>
        <p className="text-muted-foreground text-sm">
          Keys {statuses.map((value, index) => `${index + 1} ${statusLabel(value)}`).join(', ')}.
        </p>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onMarkUnread}>
          Mark unread
        </Button>
        {offered && offeredReply ? (
          <StatusReplyOffer
            status={offered.status}
            reply={offeredReply}
            onStatusOnly={() => {
              setOffer(null)
              onStatusChange(offered.status)
            }}
            onWithReply={() => sendStatusReply(offered.status, offeredReply.id)}
            onCancel={() => setOffer(null)}
          />
        ) : null}
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

      <div className="border-border border-t px-6 py-3">
        <NotificationDelivery recordKind={RECORD_KINDS[kind]} recordId={recordId} />
        <AcknowledgementDelivery recordKind={RECORD_KINDS[kind]} recordId={recordId} />
      </div>
      <RelatedSubmissions recordKind={recordKind} recordId={recordId} />
      {children}

      {reply ? (
        <ReplyComposer
          recordKind={RECORD_KINDS[kind]}
          recordId={recordId}
          recipient={reply.recipient}
          status={status}
          statuses={statuses}
          defaultStatus={reply.defaultStatus}
          othersReplying={collaboration.others
            .filter((other) => other.state === 'replying')
            .map((other) => other.name)}
          onDraftingChange={onDraftingChange}
          statusReply={statusReply}
          onSent={(_sent, newStatus) => {
            setRepliesSent((n) => n + 1)
            reply.onSent(newStatus)
          }}
        />
      ) : null}

      <RecordTimeline
        refreshKey={repliesSent}
        noteBoxId={noteBoxId}
        kind={kind}
        recordId={recordId}
        status={status}
        currentUserId={currentUserId}
      />

      {helpOpen ? (
        <ShortcutsDialog
          statusLabels={statuses.map(statusLabel)}
          onClose={() => {
            setHelpOpen(false)
            headingRef.current?.focus()
          }}
        />
      ) : null}
    </Modal>
  )
}
