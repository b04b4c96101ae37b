import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DeskTableRow } from './desk-table-row'
import { submissionRow } from '../testing/submission-row'
import type { Column, SubmissionRow } from '../types'

const columns: Column<SubmissionRow>[] = [{ header: 'Name', cell: (row) => row.first_name }]

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
    const { rerender } = render(table(submissionRow('a', 'Ana'), replaced))
    screen.getByRole('combobox', { name: "Change status of Ana Doe's application" }).focus()

    rerender(table({ ...submissionRow('a', 'Ana'), status: 'approved' }, replaced))
    expect(replaced).not.toHaveBeenCalled()

    rerender(table(submissionRow('b', 'Ben'), replaced))
    expect(replaced).toHaveBeenCalledTimes(1)
  })

  it('leaves focus alone when it is elsewhere', () => {
    const replaced = vi.fn()
    const { rerender } = render(table(submissionRow('a', 'Ana'), replaced))
    rerender(table(submissionRow('b', 'Ben'), replaced))
    expect(replaced).not.toHaveBeenCalled()
  })
})
