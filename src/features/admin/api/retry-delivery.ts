import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import type { FailingDelivery } from './mail-health-schema'

/**
 * "Try again" in mail health: puts one failing delivery of any kind back in the one outbox, due
 * now (public.retry_delivery). The scheduled worker sends it within a minute.
 */
export async function retryDelivery(delivery: FailingDelivery): Promise<void> {
  const { error } = await supabase.rpc('retry_delivery', { p_delivery_id: delivery.id })
  if (error) throw toAdminApiError(error)
}
