import { describe, expect, it, vi } from 'vitest'
import { ROLE_LABELS, type TeamRole } from '../api/team-roles'
import { DESK_SECTIONS, sectionsFor } from './desk-sections'
import { isDeskSection, refusedSectionNotice, rolesFor } from './section-audience'

// Only the roles' names are read; no call reaches the database.
vi.mock('@/lib/supabase', () => ({ supabase: {} }))

describe('who a desk section is for', () => {
  it('names exactly the roles whose sections include it', () => {
    for (const { id } of DESK_SECTIONS) {
      for (const role of Object.keys(ROLE_LABELS) as TeamRole[]) {
        expect(rolesFor(id).includes(role)).toBe(sectionsFor([role]).some((s) => s.id === id))
      }
    }
    expect(rolesFor('people')).toEqual(['admin'])
  })

  it('says whose section it was, where the member is, and whom to ask', () => {
    expect(refusedSectionNotice('settings', 'submissions')).toBe(
      'Settings is for administrators, so you were brought to Submissions. Ask an administrator if you need it.',
    )
    expect(refusedSectionNotice('submissions', 'site')).toMatch(
      /^Submissions is for administrators and reviewers, so you were brought to Site\./,
    )
  })

  it('reads only a real section from a history entry', () => {
    expect(isDeskSection('reports')).toBe(true)
    expect(isDeskSection('nowhere')).toBe(false)
    expect(isDeskSection(undefined)).toBe(false)
  })
})
