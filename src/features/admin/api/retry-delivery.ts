import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import type { FailingDelivery } from './get-mail-health'

/**
 * "Try again" in mail health: puts one failing delivery back in the outbox, due now, through the
 * RPC of its kind (resend_notification, resend_acknowledgement, retry_desk_reply). The scheduled
 * worker sends it within a minute.
 */
export async function retryDelivery(delivery: FailingDelivery): Promise<void> {
  const { error } =
    delivery.kind === 'reply'
      ? await supabase.rpc('retry_desk_reply', { p_reply_id: delivery.id })
      : await supabase.rpc(
          delivery.kind === 'notification' ? 'resend_notification' : 'resend_acknowledgement',
          { p_record_kind: delivery.record_kind, p_record_id: delivery.record_id },
        )
  if (error) throw toAdminApiError(error)
}
