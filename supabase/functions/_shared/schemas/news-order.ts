/**
 * The order announcements are shown in, apart from their schema (./news.ts) so that the public
 * pages that list news (the home page, /news, the footer's data) sort them without loading zod.
 */

/** Newest first; on one day, the order the editor gave. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.date.localeCompare(a.item.date) || a.index - b.index)
    .map(({ item }) => item)
}
