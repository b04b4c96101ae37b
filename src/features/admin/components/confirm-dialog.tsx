import { useId, useRef } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

interface ConfirmDialogProps {
  title: string
  message: string
  confirmLabel: string
  busy: boolean
  busyLabel: string
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action that changes many records; Cancel has focus, so Enter never surprises. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId()
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      labelledBy={titleId}
      describedBy={messageId}
      onClose={() => {
        if (!busy) onClose()
      }}
      initialFocus={cancelRef}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        <div className="flex justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={onClose}
            disabled={busy}
          >
            Cancel
          </button>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
