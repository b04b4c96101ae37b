import { keysetAfter, SORT_KEYS } from '../lib/keyset'
import type { ListFilter, DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter, applySort, fromDesk } from './desk-query'

/** The server answers at most 1,000 rows a request (PostgREST max_rows). */
const BATCH = 1000

/** The ids of every record matching the filter (all pages), for "select all that match". */
export async function listMatchingIds(
  kind: DeskTab,
  filter: ListFilter,
  onProgress?: (count: number) => void,
): Promise<string[]> {
  const ids: string[] = []
  let last: { created_at: string; id: string } | null = null
  for (;;) {
    let query = applyListFilter(fromDesk(kind, 'id,created_at'), filter)
    if (last) query = query.or(keysetAfter(SORT_KEYS.newest, last))
    const { data, error } = await applySort(query, 'newest').limit(BATCH)
    if (error) throw toAdminApiError(error)
    const rows = (data ?? []) as { id: string; created_at: string }[]
    for (const row of rows) ids.push(row.id)
    onProgress?.(ids.length)
    if (rows.length < BATCH) return ids
    last = rows[rows.length - 1]!
  }
}
