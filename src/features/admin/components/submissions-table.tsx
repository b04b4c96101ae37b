import type { Ref } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import type { BadgeTone } from '../lib/statuses'
import { SORT_LABELS } from '../lib/sort-labels'
import type { Column, SortOrder, SubmissionRow } from '../types'
import { DeskTableRow } from './desk-table-row'

interface SubmissionsTableProps<Row extends SubmissionRow> {
  title: string
  noun: string
  nounPlural: string
  columns: Column<Row>[]
  statuses: readonly string[]
  tone: (status: string) => BadgeTone
  rows: Row[]
  initialLoading: boolean
  loading: boolean
  /** What to say when there are no rows: the load failed, the search matched none, or none yet. */
  emptyMessage: string
  sort: SortOrder
  /** Zero-based. */
  page: number
  pageCount: number
  /** The scrolling region: the section looks up a row's open button in it to give focus back. */
  tableRef: Ref<HTMLDivElement>
  isSelected: (id: string) => boolean
  allOnPageSelected: boolean
  onToggleAllOnPage: () => void
  openId: string | null
  savingId: string | null
  /** Stable handlers (useStableHandler), so memoized rows re-render only for their own data. */
  onToggle: (id: string, extendRange: boolean) => void
  onOpen: (row: Row) => void
  onChangeStatus: (row: Row, status: string) => void
  onFocusedRecordReplaced: () => void
}

/** The page of records: a skeleton while the first page loads, a sentence when it is empty. */
export function SubmissionsTable<Row extends SubmissionRow>({
  title,
  noun,
  nounPlural,
  columns,
  statuses,
  tone,
  rows,
  initialLoading,
  loading,
  emptyMessage,
  sort,
  page,
  pageCount,
  tableRef,
  isSelected,
  allOnPageSelected,
  onToggleAllOnPage,
  openId,
  savingId,
  onToggle,
  onOpen,
  onChangeStatus,
  onFocusedRecordReplaced,
}: SubmissionsTableProps<Row>) {
  if (initialLoading) {
    return (
      <div role="status" aria-label={`Loading ${nounPlural}`} className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <p className="border-border text-muted-foreground rounded-md border border-dashed p-8 text-center">
        {emptyMessage}
      </p>
    )
  }
  return (
    <div
      ref={tableRef}
      role="region"
      aria-label={`${title} table`}
      // Keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // Below the counters and charts, the table starts under the fold of a laptop screen:
      // the browser skips its layout and paint until it scrolls into view (it stays in the
      // accessibility tree and in find-in-page). About 3,500 px is 50 rows' height before the
      // first render, remembered ("auto") after it.
      className="border-border overflow-x-auto rounded-md border bg-white [contain-intrinsic-size:auto_3500px] [content-visibility:auto]"
    >
      <table
        className={cn(
          'w-full min-w-[60rem] border-collapse text-left text-sm',
          loading && 'opacity-70',
        )}
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">
          {title}, {SORT_LABELS[sort].toLowerCase()}. Page {page + 1} of {pageCount}.
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <Checkbox
                aria-label={`Select all ${nounPlural} on this page`}
                checked={allOnPageSelected}
                onChange={onToggleAllOnPage}
              />
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              Submitted <abbr title="Mountain Time">(MT)</abbr>
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Change status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, position) => (
            <DeskTableRow
              // Keyed by position on the page: a new page or search then updates the 50 rows'
              // text and attributes in place instead of removing and creating about 1,250
              // elements, which was most of a search's rendering time. Rows hold no state of
              // their own (their controls are controlled); when another record takes the place
              // of the focused row, focus goes to the heading (onFocusedRecordReplaced).
              key={position}
              row={row}
              columns={columns}
              noun={noun}
              statuses={statuses}
              tone={tone}
              selected={isSelected(row.id)}
              open={row.id === openId}
              saving={savingId === row.id}
              onToggle={onToggle}
              onOpen={onOpen}
              onChangeStatus={onChangeStatus}
              onFocusedRecordReplaced={onFocusedRecordReplaced}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
