import { keysetAfter, SORT_KEYS, type SortValues } from '../lib/keyset'
import type { ListFilter, SortOrder, DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter, applySort, fromDesk, type DeskRows } from './desk-query'

/**
 * The record just after (or before) `row` in the list as filtered and sorted, or null at the end.
 * Works from the row's own sort values, so it also finds the next one when the row has just
 * left the filter (its status was changed) or was opened from a link to another page.
 */
export async function getNeighbour<K extends DeskTab>(
  kind: K,
  filter: ListFilter,
  sort: SortOrder,
  row: SortValues,
  direction: 'next' | 'previous',
): Promise<DeskRows[K] | null> {
  const backwards = direction === 'previous'
  const { data, error } = await applySort(
    applyListFilter(fromDesk(kind), filter).or(keysetAfter(SORT_KEYS[sort], row, backwards)),
    sort,
    backwards,
  ).limit(1)
  if (error) throw toAdminApiError(error)
  return ((data ?? [])[0] as DeskRows[K] | undefined) ?? null
}
