import { supabase } from '@/lib/supabase'
import { PAGE_SIZE, type CoachApplication, type Page, type PageRequest } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter } from './list-filter'

/** One page of coach applications, newest first, with the total matching the filter. */
export async function listApplications(request: PageRequest): Promise<Page<CoachApplication>> {
  const from = request.page * PAGE_SIZE
  const { data, error, count } = await applyListFilter(
    supabase.from('coach_applications').select('*', { count: 'exact' }),
    request,
  )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + PAGE_SIZE - 1)
  if (error) throw toAdminApiError(error)
  return { rows: data ?? [], total: count ?? 0 }
}
