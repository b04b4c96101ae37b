import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { AdminApiError } from '../api/admin-api-error'
import type { RecordCollaboration } from '../api/record-collaboration'
import { setRecordAssignment } from '../api/set-record-assignment'
import { RecordOwnership } from './record-ownership'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/set-record-assignment', () => ({ setRecordAssignment: vi.fn() }))

const record = { recordKind: 'contact_submission', recordId: 'c1' } as const
const ME = 'u-me'

function renderOwnership(collaboration: RecordCollaboration, onChanged = vi.fn()) {
  render(
    <RecordOwnership
      record={record}
      currentUserId={ME}
      collaboration={collaboration}
      onChanged={onChanged}
    />,
  )
  return onChanged
}

describe('RecordOwnership', () => {
  it('assigns an unowned record to me and hands the answer on', async () => {
    const mine: RecordCollaboration = {
      assignee: { id: ME, name: 'me@example.org', assignedAt: '2026-11-25T10:00:00Z' },
      others: [],
    }
    vi.mocked(setRecordAssignment).mockResolvedValue(mine)
    const onChanged = renderOwnership({ assignee: null, others: [] })
    expect(screen.getByText('nobody')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }))
    expect(setRecordAssignment).toHaveBeenCalledWith(record, true)
    expect(onChanged).toHaveBeenCalledWith(mine)
  })

  it('says in words that a deleted record is gone when the server answers 404', async () => {
    const sentence =
      'That record was not found: it may have been deleted. Reload the list to see the records there are now.'
    vi.mocked(setRecordAssignment).mockRejectedValue(new AdminApiError(sentence, 'PT404'))
    renderOwnership({ assignee: null, others: [] })
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: sentence }))
  })

  it('names another owner, offers to unassign my own record', () => {
    renderOwnership({
      assignee: { id: 'u2', name: 'dorothy@example.org', assignedAt: '2026-11-25T10:00:00Z' },
      others: [],
    })
    expect(screen.getByText('dorothy@example.org')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeEnabled()
  })

  it('says who else has the record open and who is writing a reply', () => {
    renderOwnership({
      assignee: null,
      others: [
        { id: 'u2', name: 'dorothy@example.org', state: 'replying' },
        { id: 'u3', name: 'grace@example.org', state: 'viewing' },
      ],
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      'dorothy@example.org is writing a reply. grace@example.org is viewing this record.',
    )
  })
})
