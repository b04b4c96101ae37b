import { buildSearchFilter } from '../lib/search'
import type { ListFilter } from '../types'

/** The part of a PostgREST query builder that the list filter needs. */
interface FilterableQuery<Q> {
  eq(column: 'status', value: string): Q
  or(filters: string): Q
}

/** Applies the status filter and the name-and-e-mail search shared by lists, counts and exports. */
export function applyListFilter<Q extends FilterableQuery<Q>>(query: Q, filter: ListFilter): Q {
  let filtered = query
  if (filter.status) filtered = filtered.eq('status', filter.status)
  const search = buildSearchFilter(filter.search)
  if (search) filtered = filtered.or(search)
  return filtered
}
