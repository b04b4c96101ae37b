import type { SortOrder } from '../types'

/** How the sort select and the table's caption name each order. */
export const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Last name (A–Z)',
}
