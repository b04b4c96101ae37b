import { useEffect, useState } from 'react'
import {
  getAcknowledgementDelivery,
  type AcknowledgementDelivery as Delivery,
} from '../api/get-acknowledgement-delivery'
import type { NotificationRecordKind } from '../api/get-notification-delivery'
import { formatDateTime } from '../lib/format'
import { explainMailError } from '../lib/mail-error'
import { TechnicalDetails } from './technical-details'

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; delivery: Delivery | null }

export function describeAcknowledgement(loaded: Loaded): string {
  if (loaded.status === 'loading') return 'Acknowledgement: loading…'
  if (loaded.status === 'error') return 'Acknowledgement: status could not be loaded'
  const { delivery } = loaded
  if (!delivery) return 'Acknowledgement: not recorded (submitted before acknowledgements)'
  const to = delivery.recipient ? ` to ${delivery.recipient}` : ''
  switch (delivery.state) {
    case 'sent':
      return `Acknowledgement${to}: sent ${delivery.sentAt ? formatDateTime(delivery.sentAt) : ''}`.trim()
    case 'skipped':
      return `Acknowledgement${to}: not sent. ${delivery.skippedReason ?? ''}`.trim()
    case 'failed':
      return `Acknowledgement${to}: failed. ${
        delivery.lastError
          ? explainMailError(delivery.lastError, delivery.recipient).summary
          : 'The reason was not recorded.'
      }`
    default:
      return delivery.lastError
        ? `Acknowledgement${to}: pending, attempt ${delivery.attempts} failed. ${
            explainMailError(delivery.lastError, delivery.recipient).summary
          }`
        : `Acknowledgement${to}: pending`
  }
}

/** The acknowledgement to the person, shown beside the reviewers' notification in a record. */
export function AcknowledgementDelivery({
  recordKind,
  recordId,
}: {
  recordKind: NotificationRecordKind
  recordId: string
}) {
  const key = `${recordKind}:${recordId}`
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null)
  const current: Loaded = loaded?.key === key ? loaded.value : { status: 'loading' }

  useEffect(() => {
    let active = true
    getAcknowledgementDelivery(recordKind, recordId).then(
      (delivery) => active && setLoaded({ key, value: { status: 'ready', delivery } }),
      () => active && setLoaded({ key, value: { status: 'error' } }),
    )
    return () => {
      active = false
    }
  }, [key, recordKind, recordId])

  const technical =
    current.status === 'ready' && current.delivery?.state !== 'sent'
      ? current.delivery?.lastError
      : null
  return (
    <div className="flex flex-col gap-1 text-sm" data-acknowledgement>
      <p className="break-words">{describeAcknowledgement(current)}</p>
      {technical ? <TechnicalDetails text={technical} /> : null}
    </div>
  )
}
