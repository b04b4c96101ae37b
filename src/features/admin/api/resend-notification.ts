import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import {
  toNotificationDelivery,
  type NotificationDelivery,
  type NotificationRecordKind,
} from './get-notification-delivery'

/**
 * Puts a record's notification back in the outbox, due now (public.resend_notification, admins
 * only). Delivery itself is left to the scheduled deliver-notifications worker, which runs every
 * minute: it requires the service-role key, which a browser never holds, so the admin screen
 * cannot call it directly. The returned state is the queued one; poll getNotificationDelivery
 * to see it sent.
 */
export async function resendNotification(
  recordKind: NotificationRecordKind,
  recordId: string,
): Promise<NotificationDelivery> {
  const { data, error } = await supabase.rpc('resend_notification', {
    p_record_kind: recordKind,
    p_record_id: recordId,
  })
  if (error) throw toAdminApiError(error)
  return toNotificationDelivery(data as unknown as Parameters<typeof toNotificationDelivery>[0])
}
