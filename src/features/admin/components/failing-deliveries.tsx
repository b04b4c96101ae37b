import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import type { FailingDelivery } from '../api/get-mail-health'
import { retryDelivery } from '../api/retry-delivery'
import { DEFAULT_VIEW, deskViewParams } from '../lib/desk-view'
import { formatDateTime } from '../lib/format'
import { explainMailError } from '../lib/mail-error'
import { MAIL_KIND_LABELS, TAB_OF_RECORD_KIND, waitedFor } from '../lib/mail-kinds'
import { TechnicalDetails } from './technical-details'

interface FailingDeliveriesProps {
  deliveries: FailingDelivery[]
  /** When the list was read: "waiting for 17 minutes" counts from here. */
  checkedAt: string
  /** After "Try again": mail health reloads. */
  onRetried: () => void
}

function whatWentWrong(delivery: FailingDelivery, checkedAt: string): string {
  if (delivery.last_error) return explainMailError(delivery.last_error, delivery.recipient).summary
  return `Waiting to be sent for ${waitedFor(delivery.waiting_since, checkedAt)}.`
}

/** The deliveries that failed or waited too long, each with what went wrong and "Try again". */
export function FailingDeliveries({ deliveries, checkedAt, onRetried }: FailingDeliveriesProps) {
  const [busyId, setBusyId] = useState<string | null>(null)

  async function tryAgain(delivery: FailingDelivery) {
    setBusyId(delivery.id)
    try {
      await retryDelivery(delivery)
      toast({
        title: 'Queued to send again',
        description: 'It will be sent within a minute.',
        variant: 'success',
      })
      onRetried()
    } catch (error) {
      toast({
        title: 'Could not queue it again',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusyId(null)
    }
  }

  return (
    <ul aria-label="E-mails that did not go out" className="flex flex-col gap-3">
      {deliveries.map((delivery) => {
        const label = MAIL_KIND_LABELS[delivery.kind].one
        const who = delivery.name ?? 'a deleted record'
        const recordLink = {
          search: deskViewParams({
            ...DEFAULT_VIEW,
            tab: TAB_OF_RECORD_KIND[delivery.record_kind],
            open: delivery.record_id,
          }).toString(),
        }
        return (
          <li
            key={delivery.id}
            className="border-destructive/40 flex flex-col gap-2 rounded-md border bg-white p-3 text-sm"
          >
            <p className="font-semibold">
              {label}
              {delivery.recipient ? ` to ${delivery.recipient}` : ''} about{' '}
              <Link to={recordLink} className="text-primary underline">
                {who}
              </Link>
            </p>
            <p>
              {delivery.state === 'failed' ? 'Gave up: ' : ''}
              {whatWentWrong(delivery, checkedAt)}
            </p>
            <p className="text-muted-foreground">
              {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`} since{' '}
              {formatDateTime(delivery.waiting_since)}
              {delivery.state === 'failed'
                ? '.'
                : `; next attempt ${formatDateTime(delivery.next_attempt_at)}.`}
            </p>
            {delivery.last_error ? <TechnicalDetails text={delivery.last_error} /> : null}
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busyId === delivery.id}
                aria-label={`Try again: ${label.toLowerCase()} about ${who}`}
                onClick={() => void tryAgain(delivery)}
              >
                {busyId === delivery.id ? 'Queuing…' : 'Try again'}
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
