import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import {
  getNotificationDelivery,
  type NotificationDelivery as Delivery,
  type NotificationRecordKind,
} from '../api/get-notification-delivery'
import { resendNotification } from '../api/resend-notification'
import { formatDateTime } from '../lib/format'
import { explainMailError } from '../lib/mail-error'
import { TechnicalDetails } from './technical-details'

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; delivery: Delivery | null }

interface NotificationDeliveryProps {
  recordKind: NotificationRecordKind
  recordId: string
  /** How often a queued notification is looked at again until it is sent or has failed. */
  pollMs?: number
}

function describe(loaded: Loaded): string {
  if (loaded.status === 'loading') return 'Notification: loading…'
  if (loaded.status === 'error') return 'Notification: status could not be loaded'
  const { delivery } = loaded
  if (!delivery) return 'Notification: not recorded (submitted before delivery tracking)'
  if (delivery.state === 'sent' && delivery.sentAt) {
    return `Notification: sent ${formatDateTime(delivery.sentAt)}`
  }
  // In words a reviewer understands; the mail service's own text is behind "Technical details".
  const reason = delivery.lastError ? explainMailError(delivery.lastError, null).summary : null
  if (delivery.state === 'failed') {
    return `Notification: failed. ${reason ?? 'The reason was not recorded.'}`
  }
  if (reason) {
    return `Notification: pending, attempt ${delivery.attempts} failed. ${reason}`
  }
  return 'Notification: pending'
}

/**
 * Where this record's notification e-mail stands (the outbox's delivery row), with "Send again",
 * which queues it for the scheduled worker (sent within a minute) and follows it until it is sent.
 */
export function NotificationDelivery({
  recordKind,
  recordId,
  pollMs = 5000,
}: NotificationDeliveryProps) {
  const key = `${recordKind}:${recordId}`
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null)
  const [busy, setBusy] = useState(false)
  const current: Loaded = loaded?.key === key ? loaded.value : { status: 'loading' }

  const load = useCallback(
    () =>
      getNotificationDelivery(recordKind, recordId).then(
        (delivery) => ({ status: 'ready', delivery }) as const,
        () => ({ status: 'error' }) as const,
      ),
    [recordKind, recordId],
  )

  useEffect(() => {
    let active = true
    void load().then((value) => active && setLoaded({ key, value }))
    return () => {
      active = false
    }
  }, [key, load])

  const waiting =
    current.status === 'ready' &&
    (current.delivery?.state === 'pending' || current.delivery?.state === 'sending')
  useEffect(() => {
    if (!waiting) return
    let active = true
    const timer = setInterval(() => {
      void load().then((value) => active && setLoaded({ key, value }))
    }, pollMs)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [waiting, key, load, pollMs])

  async function sendAgain() {
    setBusy(true)
    try {
      const delivery = await resendNotification(recordKind, recordId)
      setLoaded({ key, value: { status: 'ready', delivery } })
      toast({
        title: 'Notification queued',
        description: 'It will be sent again within a minute.',
        variant: 'success',
      })
    } catch (error) {
      toast({
        title: 'Failed to resend notification',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  const technical = current.status === 'ready' ? current.delivery?.lastError : null
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex min-w-0 flex-col gap-1">
        <p role="status" className="break-words">
          {describe(current)}
        </p>
        {technical && current.status === 'ready' && current.delivery?.state !== 'sent' ? (
          <TechnicalDetails text={technical} />
        ) : null}
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy || current.status === 'loading'}
        onClick={() => void sendAgain()}
      >
        {busy ? 'Sending…' : 'Send again'}
      </Button>
    </div>
  )
}
