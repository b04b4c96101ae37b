import { memo, useLayoutEffect, useRef, type ReactElement } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { cn } from '@/lib/utils'
import { formatDate, fullName } from '../lib/format'
import type { BadgeTone } from '../lib/statuses'
import type { Column, SubmissionRow } from '../types'
import { StatusBadge } from './status-badge'
import { StatusSelect } from './status-select'

interface DeskTableRowProps<Row extends SubmissionRow> {
  row: Row
  columns: Column<Row>[]
  /** Singular, for labels: "application". */
  noun: string
  statuses: readonly string[]
  tone: (status: string) => BadgeTone
  selected: boolean
  /** The record open in the detail view. */
  open: boolean
  /** Its status change is being saved. */
  saving: boolean
  onToggle: (id: string, extendRange: boolean) => void
  onOpen: (row: Row) => void
  onChangeStatus: (row: Row, status: string) => void
  /**
   * Rows are keyed by their place on the page, so a new list puts another record where focus
   * was: called then, so focus leaves a control that now belongs to someone else.
   */
  onFocusedRecordReplaced: () => void
}

function DeskTableRowComponent<Row extends SubmissionRow>({
  row,
  columns,
  noun,
  statuses,
  tone,
  selected,
  open,
  saving,
  onToggle,
  onOpen,
  onChangeStatus,
  onFocusedRecordReplaced,
}: DeskTableRowProps<Row>) {
  const rowRef = useRef<HTMLTableRowElement>(null)
  const shownId = useRef(row.id)
  useLayoutEffect(() => {
    if (shownId.current === row.id) return
    shownId.current = row.id
    if (rowRef.current?.contains(document.activeElement)) onFocusedRecordReplaced()
  }, [row.id, onFocusedRecordReplaced])

  return (
    <tr
      ref={rowRef}
      className={cn(
        'border-border border-t align-top',
        row.unread && 'bg-sky-50/60',
        open && 'outline-primary outline-2 -outline-offset-2',
      )}
      data-row-id={row.id}
      data-unread={row.unread || undefined}
    >
      <td className="px-3 py-2">
        <div className="flex items-center gap-2">
          <Checkbox
            aria-label={`Select ${fullName(row)}'s ${noun}`}
            checked={selected}
            onChange={(event) =>
              onToggle(row.id, (event.nativeEvent as MouseEvent).shiftKey === true)
            }
          />
          {row.unread ? (
            <span className="flex items-center" title="New to you">
              <span aria-hidden="true" className="bg-primary size-2 rounded-full" />
              <span className="sr-only">New</span>
            </span>
          ) : null}
        </div>
      </td>
      {columns.map((column) => (
        <td
          key={column.header}
          className={cn('px-3 py-2', column.className, row.unread && 'font-semibold')}
        >
          {column.cell(row, () => onOpen(row))}
        </td>
      ))}
      <td className="px-3 py-2">
        <StatusBadge status={row.status} tone={tone(row.status)} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
      </td>
      <td className="px-3 py-2">
        <StatusSelect
          value={row.status}
          statuses={statuses}
          label={`Change status of ${fullName(row)}'s ${noun}`}
          disabled={saving}
          onChange={(status) => onChangeStatus(row, status)}
        />
      </td>
    </tr>
  )
}

/**
 * One row of a desk table. Memoized: typing a search, a list loading or a selection elsewhere
 * leaves the other rows alone (the section hands it stable handlers, see useStableHandler).
 */
export const DeskTableRow = memo(DeskTableRowComponent) as <Row extends SubmissionRow>(
  props: DeskTableRowProps<Row>,
) => ReactElement
