import { fillPlaceholders, replyBodySchema, replySubject, replyText } from '@schemas/desk-reply'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { siteConfig } from '@/content/site'
import { getReviewerName, sendReply, type DeskReply } from '../api/desk-replies'
import { listSavedReplies, type SavedReply } from '../api/saved-replies'
import type { StatusReplyRequest } from '../lib/status-replies'
import { statusLabel } from '../lib/statuses'
import type { RecordKind } from '../types'

const SELECT_CLASS = 'border-input min-h-10 rounded-md border bg-white px-3 text-sm'

export interface ReplyRecipient {
  firstName: string
  email: string
  /** The record's reference (CA-…, CT-…, AL-…), when it has one. */
  reference: string | null
}

interface ReplyComposerProps {
  recordKind: RecordKind
  recordId: string
  recipient: ReplyRecipient
  status: string
  statuses: readonly string[]
  /** The status a reply sets unless the reviewer chooses otherwise (null: keep the current one). */
  defaultStatus: string | null
  /** After the reply is queued, with the status it set (null when unchanged). */
  onSent: (reply: DeskReply, newStatus: string | null) => void
  /** Teammates writing a reply to this record now (record_presence), named before sending. */
  othersReplying?: readonly string[]
  /** Whether a draft is being written, for the record's presence ("… is writing a reply"). */
  onDraftingChange?: (drafting: boolean) => void
  /**
   * "Change status and send this reply" on the record: start from that saved reply, with the
   * status set when it is sent.
   */
  statusReply?: StatusReplyRequest | null
}

const newRequestId = () => crypto.randomUUID()

/**
 * Writes a reply to the person behind a record: start from a saved reply (placeholders filled),
 * edit it in the "Reply" box, read the exact e-mail in the preview, send. The reply goes through
 * the outbox to the record's own address (the database takes it from the record) and can set the
 * status in the same action. A failed send keeps the draft, and sending it again cannot send twice.
 */
export function ReplyComposer({
  recordKind,
  recordId,
  recipient,
  status,
  statuses,
  defaultStatus,
  onSent,
  othersReplying = [],
  onDraftingChange,
  statusReply = null,
}: ReplyComposerProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [draftFor, setDraftFor] = useState(recordId)
  const [requestId, setRequestId] = useState(newRequestId)
  const [nextStatus, setNextStatus] = useState<string>(defaultStatus ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [saved, setSaved] = useState<SavedReply[] | 'error' | null>(null)
  const [reviewerName, setReviewerName] = useState('')
  const [appliedRequest, setAppliedRequest] = useState<number | null>(null)
  // getReviewerName falls back to the login address when the member has set no name.
  const signedWithAddress = reviewerName.includes('@')

  // A draft belongs to the record it was written for.
  if (draftFor !== recordId) {
    setDraftFor(recordId)
    setDraft('')
    setProblem(null)
    setRequestId(newRequestId())
    setNextStatus(defaultStatus ?? '')
  }

  const drafting = draft.trim() !== ''
  useEffect(() => onDraftingChange?.(drafting), [drafting, onDraftingChange])

  useEffect(() => {
    let current = true
    listSavedReplies().then(
      (all) => current && setSaved(all),
      () => current && setSaved('error'),
    )
    getReviewerName().then(
      (name) => current && setReviewerName(name),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  const choices = Array.isArray(saved) ? saved.filter((s) => s.recordKind === recordKind) : []
  const subject = replySubject(recordKind, recipient.reference, siteConfig.brand)
  const statusAfter = nextStatus && nextStatus !== status ? nextStatus : null

  // The record asked for a status reply: start from it once the saved replies are here. In the
  // render, as the draft's reset above is, so the draft and its status change together.
  const statusReplyReady = statusReply && statusReply.key !== appliedRequest && Array.isArray(saved)
  if (statusReplyReady) {
    setAppliedRequest(statusReply.key)
    const template = choices.find((choice) => choice.id === statusReply.savedReplyId)
    if (template) {
      setNextStatus(statusReply.status)
      setDraft(fillFrom(template))
      setProblem(null)
    }
  }
  useEffect(() => {
    if (appliedRequest !== null) document.getElementById(`${id}-body`)?.focus()
  }, [appliedRequest, id])

  function fillFrom(template: SavedReply) {
    return fillPlaceholders(template.body, {
      firstName: recipient.firstName,
      reference: recipient.reference ?? '(no reference)',
      reviewerName: reviewerName || 'The Idaho AI Alliance team',
    })
  }

  /** Fills the draft from a saved reply; one that goes with a status sets it for the send. */
  function startFrom(savedId: string) {
    const template = choices.find((choice) => choice.id === savedId)
    if (!template) return
    if (draft.trim() && !window.confirm('Replace your draft with this saved reply?')) return
    if (template.status) setNextStatus(template.status)
    setDraft(fillFrom(template))
    setProblem(null)
  }

  async function send() {
    const checked = replyBodySchema.safeParse(draft)
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the reply.')
      return
    }
    setProblem(null)
    setSending(true)
    try {
      const reply = await sendReply({
        recordKind,
        recordId,
        requestId,
        body: draft,
        status: statusAfter,
      })
      setDraft('')
      setRequestId(newRequestId())
      toast({
        title: 'Reply queued',
        description: `It is sent to ${recipient.email} within a minute; the timeline shows when.`,
        variant: 'success',
      })
      onSent(reply, statusAfter)
    } catch (error) {
      // The database names placeholders the check above missed (an older tab, a changed rule).
      if (error instanceof Error && error.message.startsWith('Fill in ')) {
        setProblem(error.message)
        return
      }
      // The draft and its request id stay: sending again cannot queue a second reply.
      toast({
        title: 'Failed to send reply',
        description: 'Your reply is kept. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="border-border border-t p-6">
      <h3 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Reply by e-mail
      </h3>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        {choices.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-saved`}>Start from a saved reply</Label>
            <select
              id={`${id}-saved`}
              value=""
              onChange={(event) => startFrom(event.target.value)}
              className={SELECT_CLASS}
            >
              <option value="">Choose a saved reply…</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </select>
          </div>
        ) : saved === 'error' ? (
          <p className="text-muted-foreground text-sm">The saved replies could not be loaded.</p>
        ) : null}

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-body`}>Reply</Label>
          <Textarea
            id={`${id}-body`}
            rows={8}
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => {
              setDraft(event.target.value)
              if (problem) setProblem(null)
            }}
            onKeyDown={(event) => {
              // Escape with a draft leaves the box instead of closing the record.
              if (event.key === 'Escape' && draft.trim()) {
                event.preventDefault()
                event.currentTarget.blur()
              }
            }}
          />
          {problem ? (
            <p id={`${id}-problem`} className="text-destructive text-sm">
              {problem}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-muted-foreground text-sm">
              Sent from the {siteConfig.brand}’s address to {recipient.email} only.
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>After sending, set the status to</Label>
          <select
            id={`${id}-status`}
            value={nextStatus === status ? '' : nextStatus}
            onChange={(event) => setNextStatus(event.target.value)}
            className={`${SELECT_CLASS} self-start`}
          >
            <option value="">Keep {statusLabel(status)}</option>
            {statuses
              .filter((value) => value !== status)
              .map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
          </select>
        </div>

        {draft.trim() ? (
          <figure
            aria-label="E-mail preview"
            className="border-border bg-muted flex flex-col gap-2 rounded-md border p-4 text-sm"
          >
            <figcaption className="font-semibold">Preview of the e-mail</figcaption>
            <p>
              <span className="font-semibold">To:</span> {recipient.email}
            </p>
            <p>
              <span className="font-semibold">Subject:</span> {subject}
            </p>
            <pre className="font-sans break-words whitespace-pre-wrap">
              {replyText(draft, recipient.reference)}
            </pre>
          </figure>
        ) : null}

        {othersReplying.length > 0 ? (
          <p role="status" className="font-semibold text-amber-900">
            {othersReplying.map((name) => `${name} is writing a reply.`).join(' ')} Check with them
            before you send, so the person does not get two answers.
          </p>
        ) : null}

        {signedWithAddress ? (
          <p id={`${id}-signature`} className="font-semibold text-amber-900">
            You have not set your name, so this reply will be signed with your login address,{' '}
            {reviewerName}. To sign it with your name, fill in “Your name” at the top of the desk
            before you send.
          </p>
        ) : null}

        <Button
          type="submit"
          className="self-start"
          disabled={sending}
          aria-describedby={signedWithAddress ? `${id}-signature` : undefined}
        >
          {sending ? 'Sending…' : 'Send reply'}
        </Button>
      </form>
    </section>
  )
}
