import { useId } from 'react'
import { Button } from '@/components/ui/button'
import type { SavedReply } from '../api/saved-replies'
import { statusLabel } from '../lib/statuses'

interface StatusReplyOfferProps {
  /** The status the reviewer chose. */
  status: string
  /** The saved reply that goes with it. */
  reply: SavedReply
  onStatusOnly: () => void
  onWithReply: () => void
  onCancel: () => void
}

/**
 * Asked when a record moves to a status that has a saved reply (the interview invitation, a
 * decision): change the status alone, or write that reply, which sets the status when it is sent.
 */
export function StatusReplyOffer({
  status,
  reply,
  onStatusOnly,
  onWithReply,
  onCancel,
}: StatusReplyOfferProps) {
  const id = useId()
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="border-border bg-muted flex w-full flex-col gap-3 rounded-md border p-4"
    >
      <p id={`${id}-question`} aria-live="polite">
        Set the status to {statusLabel(status)}? The saved reply “{reply.title}” goes with it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onStatusOnly}>
          Change status only
        </Button>
        <Button size="sm" onClick={onWithReply}>
          Change status and send this reply
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        With the reply, the status changes when you send it, after you have read it in the reply box
        below.
      </p>
    </div>
  )
}
