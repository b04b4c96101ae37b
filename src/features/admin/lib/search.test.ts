import { describe, expect, it } from 'vitest'
import { buildSearchFilter, normaliseSearch } from './search'

describe('buildSearchFilter', () => {
  it('matches first name, last name or e-mail', () => {
    expect(buildSearchFilter('emma')).toBe(
      'first_name.ilike.*emma*,last_name.ilike.*emma*,email.ilike.*emma*',
    )
  })

  it('returns null for an empty or blank search', () => {
    expect(buildSearchFilter('')).toBeNull()
    expect(buildSearchFilter('   ')).toBeNull()
  })

  it('also matches a first and last name typed together', () => {
    expect(buildSearchFilter('Jane Doe')).toContain(
      'and(first_name.ilike.*Jane*,last_name.ilike.*Doe*)',
    )
  })

  it('drops characters that would change the filter grammar or act as wildcards', () => {
    expect(normaliseSearch('a),id.eq.(1')).toBe('a id.eq. 1')
    expect(normaliseSearch('100%*')).toBe('100')
    const filter = buildSearchFilter('x,status.eq.approved') ?? ''
    // The comma became a space: "status.eq.approved" is search text, never a condition of its own.
    expect(filter.startsWith('first_name.ilike.*x status.eq.approved*,')).toBe(true)
    expect(filter).not.toContain(',status.eq')
  })

  it('limits the search to 100 characters', () => {
    expect(normaliseSearch('a'.repeat(500))).toHaveLength(100)
  })
})
