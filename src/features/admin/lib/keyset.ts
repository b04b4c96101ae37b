import type { SortOrder } from '../types'

export interface SortKey {
  column: 'created_at' | 'last_name' | 'first_name' | 'id'
  ascending: boolean
}

/** Each sort ends with the id, so no two rows tie and paging never skips or repeats one. */
export const SORT_KEYS: Record<SortOrder, SortKey[]> = {
  newest: [
    { column: 'created_at', ascending: false },
    { column: 'id', ascending: false },
  ],
  oldest: [
    { column: 'created_at', ascending: true },
    { column: 'id', ascending: true },
  ],
  name: [
    { column: 'last_name', ascending: true },
    { column: 'first_name', ascending: true },
    { column: 'id', ascending: true },
  ],
}

/** A value inside a PostgREST logic tree: double-quoted, with quotes and backslashes escaped. */
export function quoteFilterValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

export type SortValues = Partial<Record<SortKey['column'], string>>

/**
 * The PostgREST `or=(…)` condition for "comes after this row" in the sort (or before it, with
 * `backwards`): (k1 > v1) or (k1 = v1 and k2 > v2) or … — keyset paging, which stays as fast on
 * the last page of 100,000 rows as on the first.
 */
export function keysetAfter(keys: SortKey[], row: SortValues, backwards = false): string {
  const branches = keys.map((key, index) => {
    const equal = keys
      .slice(0, index)
      .map((previous) => `${previous.column}.eq.${quoteFilterValue(row[previous.column] ?? '')}`)
    const forward = key.ascending !== backwards
    const compare = `${key.column}.${forward ? 'gt' : 'lt'}.${quoteFilterValue(row[key.column] ?? '')}`
    return equal.length === 0 ? compare : `and(${[...equal, compare].join(',')})`
  })
  return branches.join(',')
}
