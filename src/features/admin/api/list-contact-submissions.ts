import { supabase } from '@/lib/supabase'
import { PAGE_SIZE, type ContactSubmission, type Page, type PageRequest } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter } from './list-filter'

/** One page of contact submissions, newest first, with the total matching the filter. */
export async function listContactSubmissions(
  request: PageRequest,
): Promise<Page<ContactSubmission>> {
  const from = request.page * PAGE_SIZE
  const { data, error, count } = await applyListFilter(
    supabase.from('contact_submissions').select('*', { count: 'exact' }),
    request,
  )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + PAGE_SIZE - 1)
  if (error) throw toAdminApiError(error)
  return { rows: data ?? [], total: count ?? 0 }
}
