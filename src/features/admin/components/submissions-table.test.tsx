import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { submissionRow } from '../testing/submission-row'
import type { Column, SubmissionRow } from '../types'
import { SubmissionsTable } from './submissions-table'

const columns: Column<SubmissionRow>[] = [
  { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}` },
]

function renderTable(overrides: Partial<Parameters<typeof SubmissionsTable<SubmissionRow>>[0]>) {
  const props = {
    title: 'Coach Applications',
    noun: 'application',
    nounPlural: 'applications',
    columns,
    statuses: ['pending', 'approved'],
    tone: () => 'warning' as const,
    rows: [submissionRow('a', 'Ana'), submissionRow('b', 'Ben')],
    initialLoading: false,
    loading: false,
    emptyMessage: 'No applications yet',
    sort: 'newest' as const,
    page: 0,
    pageCount: 1,
    tableRef: null,
    isSelected: () => false,
    allOnPageSelected: false,
    onToggleAllOnPage: vi.fn(),
    openId: null,
    savingId: null,
    onToggle: vi.fn(),
    onOpen: vi.fn(),
    onChangeStatus: vi.fn(),
    onFocusedRecordReplaced: vi.fn(),
    ...overrides,
  }
  render(<SubmissionsTable {...props} />)
  return props
}

describe('SubmissionsTable', () => {
  it('shows a loading state until the first page arrives', () => {
    renderTable({ initialLoading: true })
    expect(screen.getByRole('status', { name: 'Loading applications' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says why it is empty', () => {
    renderTable({ rows: [], emptyMessage: 'No applications match this search.' })
    expect(screen.getByText('No applications match this search.')).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('lists the records under a caption that names the order and page', async () => {
    const props = renderTable({ sort: 'oldest', page: 1, pageCount: 4 })
    const table = screen.getByRole('table', {
      name: 'Coach Applications, oldest first. Page 2 of 4.',
    })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select all applications on this page' }),
    )
    expect(props.onToggleAllOnPage).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('checkbox', { name: "Select Ben Doe's application" }))
    expect(props.onToggle).toHaveBeenCalledWith('b', false)
  })

  it('marks the selected rows and disables the status of the row being saved', () => {
    renderTable({ isSelected: (id) => id === 'a', savingId: 'b' })
    expect(screen.getByRole('checkbox', { name: "Select Ana Doe's application" })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: "Select Ben Doe's application" })).not.toBeChecked()
    expect(
      screen.getByRole('combobox', { name: "Change status of Ben Doe's application" }),
    ).toBeDisabled()
  })
})
