import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

export interface ApplicationCounts {
  total: number
  pending: number
  approved: number
  interview: number
}

/** The four counters in one call (migration desk_counts): the database counts, no rows travel. */
export async function getApplicationCounts(): Promise<ApplicationCounts> {
  const { data, error } = await supabase.rpc('desk_application_counts').single()
  if (error) throw toAdminApiError(error)
  return {
    total: Number(data.total),
    pending: Number(data.pending),
    approved: Number(data.approved),
    interview: Number(data.interview),
  }
}
