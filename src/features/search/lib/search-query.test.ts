import { describe, expect, it } from 'vitest'
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryFromSearch,
  resultsAnnouncement,
  searchFor,
} from './search-query'

describe('the search query', () => {
  it('is read from the address the header’s form sends', () => {
    expect(queryFromSearch('?q=Twin+Falls')).toBe('Twin Falls')
    expect(queryFromSearch('?q=%20%20Twin%20%20%20Falls%20')).toBe('Twin Falls')
    expect(queryFromSearch('?other=1')).toBe('')
  })

  it('is cut to its longest length', () => {
    expect(normalizeQuery('a'.repeat(MAX_QUERY_LENGTH + 50))).toHaveLength(MAX_QUERY_LENGTH)
  })

  it('makes the address of its results, none for an empty query', () => {
    expect(searchFor('Twin Falls')).toBe('?q=Twin+Falls')
    expect(searchFor('   ')).toBe('')
  })
})

describe('resultsAnnouncement', () => {
  it('says how many results there are for the query, in words', () => {
    expect(resultsAnnouncement(3, 'Twin Falls')).toBe('3 results for “Twin Falls”')
    expect(resultsAnnouncement(1, 'certification')).toBe('1 result for “certification”')
    expect(resultsAnnouncement(0, 'zebra')).toBe('No results for “zebra”')
  })
})
