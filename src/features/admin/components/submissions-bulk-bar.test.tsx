import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { listMatchingIds } from '../api/list-matching-ids'
import { markRead } from '../api/mark-read'
import { setStatuses } from '../api/set-statuses'
import { EMPTY_SELECTION, type RowSelection } from '../hooks/use-row-selection'
import type { BulkAction } from '../types'
import { SubmissionsBulkBar } from './submissions-bulk-bar'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/list-matching-ids', () => ({ listMatchingIds: vi.fn() }))
vi.mock('../api/mark-read', () => ({ markRead: vi.fn(), markUnread: vi.fn() }))
vi.mock('../api/set-statuses', () => ({ setStatuses: vi.fn() }))

beforeEach(() => {
  vi.mocked(toast).mockReset()
  vi.mocked(setStatuses).mockReset()
  vi.mocked(markRead).mockReset()
  vi.mocked(listMatchingIds).mockReset()
})

function Harness({
  selection,
  total = 120,
  callbacks,
}: {
  selection: RowSelection
  total?: number
  callbacks: { onClear: () => void; onDone: () => void; onSelectAllMatching: () => void }
}) {
  const [action, setAction] = useState<BulkAction | null>(null)
  return (
    <SubmissionsBulkBar
      kind="applications"
      filter={{ status: 'pending', search: '' }}
      noun="application"
      nounPlural="applications"
      statuses={['pending', 'approved']}
      messages={{ updated: 'Application status updated', updateFailed: 'Failed to update status' }}
      selection={selection}
      total={total}
      rowIds={['a', 'b']}
      action={action}
      onActionChange={setAction}
      {...callbacks}
    />
  )
}

function callbacks() {
  return { onClear: vi.fn(), onDone: vi.fn(), onSelectAllMatching: vi.fn() }
}

describe('SubmissionsBulkBar', () => {
  it('is absent with nothing selected', () => {
    render(<Harness selection={EMPTY_SELECTION} callbacks={callbacks()} />)
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('offers every match once the whole page is selected', async () => {
    const calls = callbacks()
    render(
      <Harness selection={{ ids: new Set(['a', 'b']), allMatching: false }} callbacks={calls} />,
    )
    expect(screen.getByText('2 applications selected.')).toBeVisible()
    await userEvent.click(
      screen.getByRole('button', { name: 'Select all 120 applications that match' }),
    )
    expect(calls.onSelectAllMatching).toHaveBeenCalledTimes(1)
  })

  it('changes the status of the selected rows after confirmation', async () => {
    vi.mocked(setStatuses).mockResolvedValue(1)
    const calls = callbacks()
    render(<Harness selection={{ ids: new Set(['a']), allMatching: false }} callbacks={calls} />)
    await userEvent.selectOptions(screen.getByLabelText('New status'), 'approved')
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }))
    expect(
      screen.getByRole('dialog', { name: 'Change the status of 1 application?' }),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Set 1 application to Approved' }))

    await waitFor(() => expect(calls.onClear).toHaveBeenCalled())
    expect(setStatuses).toHaveBeenCalledWith('applications', ['a'], 'approved')
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: '1 application set to Approved.' }),
    )
    // A confirmation that stays on the page after the bar closes, announced politely.
    expect(screen.getByRole('status')).toHaveTextContent('Done: 1 application set to Approved.')
    expect(calls.onDone).toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('fetches the ids of every match when all that match are selected', async () => {
    vi.mocked(listMatchingIds).mockResolvedValue(['a', 'b', 'c'])
    vi.mocked(markRead).mockResolvedValue(undefined)
    render(
      <Harness
        selection={{ ids: new Set(['a', 'b']), allMatching: true }}
        total={3}
        callbacks={callbacks()}
      />,
    )
    expect(screen.getByText('All 3 applications that match are selected.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Mark read' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark 3 applications read?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark read' }))
    await waitFor(() => expect(markRead).toHaveBeenCalledWith('applications', ['a', 'b', 'c']))
    expect(listMatchingIds).toHaveBeenCalledWith('applications', { status: 'pending', search: '' })
  })

  it('says nothing was lost when the action fails, and keeps the selection', async () => {
    vi.mocked(setStatuses).mockRejectedValue(new Error('offline'))
    const calls = callbacks()
    render(<Harness selection={{ ids: new Set(['a']), allMatching: false }} callbacks={calls} />)
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }))
    await userEvent.click(screen.getByRole('button', { name: 'Set 1 application to Pending' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Failed to update status',
          description: 'Nothing was lost; please try again.',
        }),
      ),
    )
    expect(calls.onClear).not.toHaveBeenCalled()
  })
})
