/**
 * Turns what a reviewer types into search words. Every word must appear somewhere in the first
 * name, last name or e-mail (the desk views' `search_text`, backed by a trigram index), so
 * "jane doe", "doe jane" and "doe@school" all find Jane Doe. Characters that carry meaning in
 * PostgREST's filter grammar (, ( ) " \ :) or in LIKE patterns (* % _) are dropped, so a search
 * is always a plain substring match and can never change the shape of the query.
 */
const RESERVED = /[,()"\\:*%_]/g
export const MAX_SEARCH_LENGTH = 100
/** More words than this narrow nothing a reviewer needs and only slow the query down. */
const MAX_WORDS = 6

export function normaliseSearch(term: string): string {
  return term.replace(RESERVED, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim()
}

/** Lower-case words to match, none if the search is blank. */
export function searchWords(term: string): string[] {
  const clean = normaliseSearch(term).toLowerCase()
  if (!clean) return []
  return [...new Set(clean.split(' '))].slice(0, MAX_WORDS)
}
