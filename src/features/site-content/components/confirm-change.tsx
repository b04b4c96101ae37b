import { type ReactNode, useId, useRef } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { PartChange } from '../lib/content-diff'
import { ChangeSummary } from './change-summary'

type ConfirmChangeProps = {
  title: string
  /** What will happen, in a sentence ("Visitors see these changes once the pages are rebuilt."). */
  lead: ReactNode
  changes: PartChange[]
  confirmLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks once before Publish, Restore, Schedule or Remove, with what really changes (`diffContent`:
 * each part, page and item, each changed field as its words taken out and put in). Cancel has
 * focus, so Enter never publishes by surprise.
 */
export function ConfirmChange(props: ConfirmChangeProps) {
  const titleId = useId()
  const leadId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      labelledBy={titleId}
      describedBy={leadId}
      initialFocus={cancelRef}
      onClose={() => {
        if (!props.busy) props.onClose()
      }}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {props.title}
        </h2>
        <p id={leadId}>{props.lead}</p>
        <ChangeSummary changes={props.changes} />
        <div className="flex flex-wrap justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={props.onClose}
            disabled={props.busy}
          >
            Cancel
          </button>
          <Button onClick={props.onConfirm} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
