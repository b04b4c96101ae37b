import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeskTableRow } from './desk-table-row'
import type { Column, SubmissionRow } from '../types'

const columns: Column<SubmissionRow>[] = [{ header: 'Name', cell: (row) => row.first_name }]

function record(id: string, firstName: string): SubmissionRow {
  return {
    id,
    first_name: firstName,
    last_name: 'Doe',
    email: `${firstName.toLowerCase()}@example.org`,
    status: 'pending',
    created_at: '2025-10-07T15:04:00Z',
    unread: false,
  }
}

function table(row: SubmissionRow, onFocusedRecordReplaced: () => void) {
  return (
    <table>
      <tbody>
        <DeskTableRow
          row={row}
          columns={columns}
          noun="application"
          statuses={['pending', 'approved']}
          tone={() => 'warning'}
          selected={false}
          open={false}
          saving={false}
          onToggle={() => {}}
          onOpen={() => {}}
          onChangeStatus={() => {}}
          onFocusedRecordReplaced={onFocusedRecordReplaced}
        />
      </tbody>
    </table>
  )
}

describe('DeskTableRow', () => {
  it('hands focus back when another record takes the place of the focused row', () => {
    const replaced = vi.fn()
    const { rerender } = render(table(record('a', 'Ana'), replaced))
    screen.getByRole('combobox', { name: "Change status of Ana Doe's application" }).focus()

    rerender(table({ ...record('a', 'Ana'), status: 'approved' }, replaced))
    expect(replaced).not.toHaveBeenCalled()

    rerender(table(record('b', 'Ben'), replaced))
    expect(replaced).toHaveBeenCalledTimes(1)
  })

  it('leaves focus alone when it is elsewhere', () => {
    const replaced = vi.fn()
    const { rerender } = render(table(record('a', 'Ana'), replaced))
    rerender(table(record('b', 'Ben'), replaced))
    expect(replaced).not.toHaveBeenCalled()
  })
})
