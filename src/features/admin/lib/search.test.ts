import { describe, expect, it } from 'vitest'
import { normaliseSearch, searchWords } from './search'

describe('searchWords', () => {
  it('splits a search into lower-case words that must all match', () => {
    expect(searchWords('Jane  DOE')).toEqual(['jane', 'doe'])
  })

  it('returns no words for an empty or blank search', () => {
    expect(searchWords('')).toEqual([])
    expect(searchWords('   ')).toEqual([])
  })

  it('drops characters that would change the filter grammar or act as wildcards', () => {
    expect(normaliseSearch('a),id.eq.(1')).toBe('a id.eq. 1')
    expect(normaliseSearch('100%*_')).toBe('100')
    // The comma became a space: "status.eq.approved" is search text, never a condition of its own.
    expect(searchWords('x,status.eq.approved')).toEqual(['x', 'status.eq.approved'])
  })

  it('limits the search to 100 characters and six distinct words', () => {
    expect(normaliseSearch('a'.repeat(500))).toHaveLength(100)
    expect(searchWords('a b c d e f g h a')).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})
