import { supabase } from '@/lib/supabase'
import type { StatusChange } from '../types'
import { toAdminApiError } from './admin-api-error'

/** Who changed a submission's status, from what to what, and when; newest first. */
export async function getStatusHistory(recordId: string): Promise<StatusChange[]> {
  const { data, error } = await supabase.rpc('desk_status_history', { _record_id: recordId })
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    id: row.id,
    old_status: row.old_status,
    new_status: row.new_status,
    changed_by_email: row.changed_by_email,
    changed_at: row.changed_at,
  }))
}
