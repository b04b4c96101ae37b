import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeskRolesContext } from '../hooks/use-desk-roles'
import type { TeamRole } from '../api/team-roles'
import { DeleteRecord } from './delete-record'

vi.mock('../api/personal-data', () => ({ deleteRecord: vi.fn() }))

function renderFor(roles: TeamRole[]) {
  render(
    <DeskRolesContext.Provider value={roles}>
      <DeleteRecord
        recordKind="contact_submission"
        recordId="r1"
        name="Grace Hopper"
        noun="contact submission"
        onDeleted={() => {}}
      />
    </DeskRolesContext.Provider>,
  )
}

describe('DeleteRecord by role', () => {
  it('offers deletion to an administrator', () => {
    renderFor(['admin'])
    expect(screen.getByRole('button', { name: 'Delete this contact submission' })).toBeVisible()
  })

  it('tells a reviewer that deletion is an administrator’s, instead of a button that would fail', () => {
    renderFor(['reviewer'])
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(
      screen.getByText('Only an administrator can delete this contact submission.'),
    ).toBeVisible()
  })
})
