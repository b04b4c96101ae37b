import type { Tables } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/** The outbox's names for the three kinds of submission (notification_deliveries.record_kind). */
export type NotificationRecordKind =
  'coach_application' | 'contact_submission' | 'alliance_registration'

export type NotificationState = 'pending' | 'sending' | 'sent' | 'failed'

/** Where a record's notification e-mail stands. */
export interface NotificationDelivery {
  state: NotificationState
  attempts: number
  sentAt: string | null
  /** The last failed attempt's reason (kept while retrying; the final reason when failed). */
  lastError: string | null
  nextAttemptAt: string
}

type DeliveryRow = Pick<
  Tables<'notification_deliveries'>,
  'state' | 'attempts' | 'sent_at' | 'last_error' | 'next_attempt_at'
>

export function toNotificationDelivery(row: DeliveryRow): NotificationDelivery {
  return {
    state: row.state as NotificationState,
    attempts: row.attempts,
    sentAt: row.sent_at,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
  }
}

/**
 * The delivery of one record's notification, or null when the record has none (it was stored
 * before the outbox existed). Only admins can read deliveries (row-level security).
 */
export async function getNotificationDelivery(
  recordKind: NotificationRecordKind,
  recordId: string,
): Promise<NotificationDelivery | null> {
  const { data, error } = await supabase
    .from('notification_deliveries')
    .select('state, attempts, sent_at, last_error, next_attempt_at')
    .eq('record_kind', recordKind)
    .eq('record_id', recordId)
    // The reviewers' notification; the same table also holds the acknowledgement to the person.
    .eq('kind', 'notification')
    .maybeSingle()
  if (error) throw toAdminApiError(error)
  return data ? toNotificationDelivery(data) : null
}
