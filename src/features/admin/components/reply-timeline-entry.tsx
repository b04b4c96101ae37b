import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { retryReply, type DeskReply } from '../api/desk-replies'
import { formatDateTime } from '../lib/format'

/** Where a reply's e-mail stands, in words a reviewer reads at a glance. */
export function describeReplyDelivery(reply: DeskReply): string {
  if (reply.state === 'sent' && reply.sentAt) return `Sent ${formatDateTime(reply.sentAt)}`
  if (reply.state === 'failed') return `Failed: ${reply.lastError ?? 'unknown reason'}`
  if (reply.lastError) {
    return `Pending (attempt ${reply.attempts} failed: ${reply.lastError}; retrying)`
  }
  return reply.state === 'sending' ? 'Sending' : 'Pending'
}

/** One reply on a record's timeline: who sent it when, to whom, its text and its delivery. */
export function ReplyTimelineEntry({
  reply,
  onChanged,
}: {
  reply: DeskReply
  onChanged: () => void
}) {
  const [busy, setBusy] = useState(false)
  const canRetry = reply.state === 'failed' || (reply.state === 'pending' && reply.lastError)
  return (
    <li className="text-sm" data-entry="reply">
      <p>
        <time dateTime={reply.createdAt} className="font-semibold">
          {formatDateTime(reply.createdAt)}
        </time>
        {': reply by '}
        {reply.authorName ?? reply.authorEmail ?? 'an unknown user'}
        {' to '}
        {reply.recipient}
      </p>
      <p className="bg-muted mt-1 rounded-md p-3 break-words whitespace-pre-wrap">{reply.body}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p
          className={reply.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}
          data-reply-state={reply.state}
        >
          E-mail: {describeReplyDelivery(reply)}
        </p>
        {canRetry ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={async () => {
              setBusy(true)
              try {
                await retryReply(reply.id)
                toast({ title: 'Reply queued again', variant: 'success' })
                onChanged()
              } catch {
                toast({ title: 'Failed to queue the reply again', variant: 'destructive' })
              } finally {
                setBusy(false)
              }
            }}
          >
            Try sending again
          </Button>
        ) : null}
      </div>
    </li>
  )
}
