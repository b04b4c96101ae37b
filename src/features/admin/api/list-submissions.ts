import { PAGE_SIZE, type Page, type PageRequest, type DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter, applySort, fromDesk, type DeskRows } from './desk-query'

/** One page of a kind's submissions in the chosen order, with the exact total matching the filter. */
export async function listSubmissions<K extends DeskTab>(
  kind: K,
  request: PageRequest,
): Promise<Page<DeskRows[K]>> {
  const from = request.page * PAGE_SIZE
  const { data, error, count } = await applySort(
    applyListFilter(fromDesk(kind, '*', { count: 'exact' }), request),
    request.sort,
  ).range(from, from + PAGE_SIZE - 1)
  if (error) throw toAdminApiError(error)
  return { rows: (data ?? []) as DeskRows[K][], total: count ?? 0 }
}
