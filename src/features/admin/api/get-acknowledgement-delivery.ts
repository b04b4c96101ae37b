import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import type { NotificationRecordKind } from './get-notification-delivery'

/** Where the acknowledgement to the person who wrote in stands. */
export interface AcknowledgementDelivery {
  state: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped'
  attempts: number
  recipient: string | null
  sentAt: string | null
  lastError: string | null
  /** Why it was not sent (state skipped), e.g. the one-an-hour limit per address. */
  skippedReason: string | null
}

/** The acknowledgement of one record, or null when none was recorded (an older record). */
export async function getAcknowledgementDelivery(
  recordKind: NotificationRecordKind,
  recordId: string,
): Promise<AcknowledgementDelivery | null> {
  const { data, error } = await supabase
    .from('notification_deliveries')
    .select('state, attempts, recipient, sent_at, last_error, skipped_reason')
    .eq('record_kind', recordKind)
    .eq('record_id', recordId)
    .eq('kind', 'acknowledgement')
    .maybeSingle()
  if (error) throw toAdminApiError(error)
  if (!data) return null
  return {
    state: data.state as AcknowledgementDelivery['state'],
    attempts: data.attempts,
    recipient: data.recipient,
    sentAt: data.sent_at,
    lastError: data.last_error,
    skippedReason: data.skipped_reason,
  }
}
