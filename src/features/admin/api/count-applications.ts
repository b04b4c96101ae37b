import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

export interface ApplicationCounts {
  total: number
  pending: number
  approved: number
  interview: number
}

/** A HEAD request with `count=exact`: the server counts, no rows travel. */
async function countApplications(status?: string): Promise<number> {
  let query = supabase.from('coach_applications').select('id', { count: 'exact', head: true })
  if (status) query = query.eq('status', status)
  const { count, error } = await query
  if (error) throw toAdminApiError(error)
  return count ?? 0
}

export async function getApplicationCounts(): Promise<ApplicationCounts> {
  const [total, pending, approved, interview] = await Promise.all([
    countApplications(),
    countApplications('pending'),
    countApplications('approved'),
    countApplications('interview'),
  ])
  return { total, pending, approved, interview }
}
