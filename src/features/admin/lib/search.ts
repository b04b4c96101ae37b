/**
 * Builds the PostgREST `or=(…)` filter for the name-and-e-mail search. Characters that carry
 * meaning in PostgREST's filter grammar (, ( ) " \ :) or in LIKE patterns (* %) are dropped, so a
 * search is always a plain substring match and can never change the shape of the query.
 */
const RESERVED = /[,()"\\:*%]/g
export const MAX_SEARCH_LENGTH = 100

export function normaliseSearch(term: string): string {
  return term.replace(RESERVED, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
}

export function buildSearchFilter(term: string): string | null {
  const clean = normaliseSearch(term)
  if (!clean) return null
  const conditions = ['first_name', 'last_name', 'email'].map(
    (column) => `${column}.ilike.*${clean}*`,
  )
  // "Jane Doe" should find Jane Doe, although no single column holds both words.
  const words = clean.split(' ')
  if (words.length === 2) {
    conditions.push(`and(first_name.ilike.*${words[0]}*,last_name.ilike.*${words[1]}*)`)
  }
  return conditions.join(',')
}
