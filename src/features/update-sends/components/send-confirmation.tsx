import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'

/** "This update goes to N people", and the button that sends it. */
export function recipientWords(count: number): string {
  const people = `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`
  return `This update goes to ${people}.`
}

/**
 * The last step before sending: how many people receive the update now (confirmed, unpaused,
 * with one of its topics). Nobody to send to: said so, with nothing to press.
 */
export function SendConfirmation({
  count,
  subject,
  sending,
  onConfirm,
  onCancel,
}: {
  count: number
  subject: string
  sending: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="update-confirm-heading"
      className="flex max-w-2xl flex-col gap-3 rounded-md border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h3 id="update-confirm-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Send “{subject}”?
      </h3>
      {count === 0 ? (
        <p>Nobody has asked for these topics yet, so there is nobody to send it to.</p>
      ) : (
        <p>
          {recipientWords(count)} Each person receives it once; it cannot be taken back once sent.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {count > 0 ? (
          <Button type="button" disabled={sending} onClick={onConfirm}>
            {sending
              ? 'Sending…'
              : `Send to ${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`}
          </Button>
        ) : null}
        <Button type="button" variant="outline" disabled={sending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  )
}
