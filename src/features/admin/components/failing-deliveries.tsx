import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import type { FailingDelivery } from '../api/mail-health-schema'
import { retryDelivery } from '../api/retry-delivery'
import { DEFAULT_VIEW, deskViewParams } from '../lib/desk-view'
import { formatDateTime } from '../lib/format'
import { explainMailError } from '../lib/mail-error'
import {
  ACCOUNT_LINK_LIFETIME_MINUTES,
  MAIL_KIND_LABELS,
  TAB_OF_RECORD_KIND,
  describeAccountEmail,
  waitedFor,
} from '../lib/mail-kinds'
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

/** The record a delivery is about, as the desk's address that opens it; null for an account. */
function recordLinkOf(delivery: FailingDelivery) {
  if (!delivery.record_kind || !delivery.record_id) return null
  return {
    search: deskViewParams({
      ...DEFAULT_VIEW,
      tab: TAB_OF_RECORD_KIND[delivery.record_kind],
      open: delivery.record_id,
    }).toString(),
  }
}

/**
 * Why an account e-mail cannot usefully be sent again: its link or code has expired since it was
 * queued. Null when "Try again" still delivers something that works.
 */
function expiredLinkAdvice(delivery: FailingDelivery, checkedAt: string): string | null {
  if (delivery.kind !== 'account') return null
  const { newLink } = describeAccountEmail(delivery.about)
  const ageMinutes = (Date.parse(checkedAt) - Date.parse(delivery.waiting_since)) / 60_000
  if (!newLink || ageMinutes < ACCOUNT_LINK_LIFETIME_MINUTES) return null
  return `Its link has expired, so it is not sent again. ${newLink}`
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
        const label =
          delivery.kind === 'account'
            ? describeAccountEmail(delivery.about).one
            : MAIL_KIND_LABELS[delivery.kind].one
        const recordLink = recordLinkOf(delivery)
        const who = recordLink ? (delivery.name ?? 'a deleted record') : delivery.recipient
        const expired = expiredLinkAdvice(delivery, checkedAt)
        return (
          <li
            key={delivery.id}
            className="border-destructive/40 flex flex-col gap-2 rounded-md border bg-white p-3 text-sm"
          >
            <p className="font-semibold">
              {label}
              {delivery.recipient ? ` to ${delivery.recipient}` : ''}
              {recordLink ? (
                <>
                  {' '}
                  about{' '}
                  <Link to={recordLink} className="text-primary underline">
                    {who}
                  </Link>
                </>
              ) : null}
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
            {expired ? (
              <p>{expired}</p>
            ) : (
              <div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busyId === delivery.id}
                  aria-label={`Try again: ${label.toLowerCase()} ${recordLink ? 'about' : 'to'} ${who}`}
                  onClick={() => void tryAgain(delivery)}
                >
                  {busyId === delivery.id ? 'Queuing…' : 'Try again'}
                </Button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
