import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DeskRolesContext } from '../hooks/use-desk-roles'
import type { TeamRole } from '../api/team-roles'
import { countUnsentReplies } from '../api/personal-data'
import { DeleteRecord } from './delete-record'

vi.mock('../api/personal-data', () => ({ deleteRecord: vi.fn(), countUnsentReplies: vi.fn() }))

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

describe('DeleteRecord before deleting', () => {
  it('says that a reply not yet sent will be discarded with the record', async () => {
    vi.mocked(countUnsentReplies).mockResolvedValue(1)
    renderFor(['admin'])
    await userEvent.click(screen.getByRole('button', { name: 'Delete this contact submission' }))
    expect(
      await screen.findByText(/1 reply to Grace Hopper not yet sent will be discarded with it/),
    ).toBeVisible()
    expect(countUnsentReplies).toHaveBeenCalledWith('contact_submission', 'r1')
  })

  it('adds no warning when every reply has gone', async () => {
    vi.mocked(countUnsentReplies).mockResolvedValue(0)
    renderFor(['admin'])
    await userEvent.click(screen.getByRole('button', { name: 'Delete this contact submission' }))
    expect(
      await screen.findByText(
        'The contact submission of Grace Hopper will be deleted with its notes and history. This cannot be undone.',
      ),
    ).toBeVisible()
  })
})
