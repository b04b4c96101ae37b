import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { DeskRows } from '../api/desk-query'
import { useCsvExport } from '../hooks/use-csv-export'
import type { DeskViewState } from '../hooks/use-desk-view'
import { useOpenRecord } from '../hooks/use-open-record'
import { useRowSelection } from '../hooks/use-row-selection'
import { useSectionShortcuts } from '../hooks/use-section-shortcuts'
import { useStableHandler } from '../hooks/use-stable-handler'
import { useSubmissionsList } from '../hooks/use-submissions-list'
import type { DeskView } from '../lib/desk-view'
import { countOf } from '../lib/format'
import { statusLabel, type BadgeTone } from '../lib/statuses'
import type { BulkAction, Column, DeskTab } from '../types'
import { ExportDialog } from './export-dialog'
import type { DetailField } from './record-detail'
import { ReportFilterNote, reportFilterText } from './report-filter-note'
import { ShortcutsDialog } from './shortcuts-dialog'
import { SubmissionDetail } from './submission-detail'
import { SubmissionsBulkBar } from './submissions-bulk-bar'
import { SubmissionsFilterBar } from './submissions-filter-bar'
import { ListRange, SubmissionsPager } from './submissions-pager'
import { SubmissionsTable } from './submissions-table'
import { SubmissionsToolbar } from './submissions-toolbar'

export interface SubmissionSectionProps<K extends DeskTab> {
  kind: K
  title: string
  /** Singular, for labels: "application", "contact submission". */
  noun: string
  /** Plural, for counts: "applications". */
  nounPlural: string
  emptyText: string
  statuses: readonly string[]
  tone: (status: string) => BadgeTone
  updateStatus: (id: string, status: string) => Promise<void>
  messages: { loadFailed: string; updated: string; updateFailed: string }
  columns: Column<DeskRows[K]>[]
  detailFields: (row: DeskRows[K]) => DetailField[]
  /** The dashboard's view (from the URL) and how to change it. */
  desk: DeskViewState
  currentUserId: string
  /** Called after a status was saved, so counters and charts can reload. */
  onStatusChanged?: () => void
  /** Called after records were marked read or unread, so the unread counts can reload. */
  onReadChanged?: () => void
  /** What the detail view shows under a record's fields (notification delivery). */
  renderRecordExtras?: (row: DeskRows[K]) => ReactNode
  /**
   * False while the dashboard is still hidden (its access check under way): the list loads
   * meanwhile, but dialogs wait, since focus cannot move into a hidden element.
   */
  visible?: boolean
}

/** What the dashboard hands every section: the URL's view, the reviewer, and reload hooks. */
export type SectionContext = Pick<
  SubmissionSectionProps<DeskTab>,
  'desk' | 'currentUserId' | 'onStatusChanged' | 'onReadChanged' | 'visible'
>

function filterSummary(view: DeskView): string {
  const parts: string[] = []
  if (view.status) parts.push(`status ${statusLabel(view.status)}`)
  if (view.search) parts.push(`search “${view.search}”`)
  if (view.unreadOnly) parts.push('unread only')
  const report = reportFilterText(view)
  if (report) parts.push(report)
  if (view.mine) parts.push('assigned to me')
  return parts.length ? ` (${parts.join(', ')})` : ''
}

/**
 * One kind of submission as a reviewer works through it: a composition of the toolbar, the
 * filter bar, the table, the bulk bar, the pager and the detail of the open record. Everything
 * that makes up the view (status filter, search, sort, page, unread-only, the open record) lives
 * in the URL; this component holds the list, the selection, and which dialog is open.
 */
export function SubmissionsSection<K extends DeskTab>({
  kind,
  title,
  noun,
  nounPlural,
  emptyText,
  statuses,
  tone,
  updateStatus,
  messages,
  columns,
  detailFields,
  desk,
  currentUserId,
  onStatusChanged,
  onReadChanged,
  renderRecordExtras,
  visible = true,
}: SubmissionSectionProps<K>) {
  type Row = DeskRows[K]
  const { view } = desk
  const uid = useId()
  const headingId = `${uid}-heading`
  const searchId = `${uid}-search`
  const headingRef = useRef<HTMLHeadingElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)

  const { filter, list, rowIds, update } = useSubmissionsList<K>({
    kind,
    desk,
    currentUserId,
    loadFailed: messages.loadFailed,
  })

  const selection = useRowSelection()
  const { clear: clearSelection } = selection
  // A selection belongs to the list it was made in.
  useEffect(() => {
    clearSelection()
  }, [
    view.tab,
    view.status,
    view.search,
    view.sort,
    view.page,
    view.unreadOnly,
    view.from,
    view.to,
    view.region,
    view.subject,
    view.mine,
    clearSelection,
  ])
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null)
  const countText = (n: number) => countOf(n, noun, nounPlural)

  const record = useOpenRecord({
    kind,
    noun,
    view,
    update,
    list,
    filter,
    messages,
    updateStatus,
    onStatusChanged,
    onReadChanged,
    tableRef,
    headingRef,
  })
  const csv = useCsvExport({ kind, filter, sort: view.sort, countText })
  const shortcuts = useSectionShortcuts(searchId, !!view.open || csv.open || !!bulkAction)

  const filtered = view.status !== null || view.search !== '' || view.unreadOnly || view.mine
  const { selection: selected } = selection
  const allOnPageSelected =
    rowIds.length > 0 && (selected.allMatching || rowIds.every((id) => selected.ids.has(id)))

  // Stable, so the memoized rows re-render only when their own data changes.
  const toggleRow = useStableHandler((id: string, extendRange: boolean) =>
    selection.toggle(rowIds, id, extendRange),
  )
  const openRowDetail = useStableHandler((row: Row) => record.openRecord(row))
  const changeRowStatus = useStableHandler((row: Row, status: string) => {
    void record.changeStatus(row, status)
  })
  // E.g. a status change took the record out of the filtered list: its place now shows the next
  // record, whose controls must not receive the reviewer's next keystroke.
  const focusedRecordReplaced = useStableHandler(() => headingRef.current?.focus())
  const openRow = record.openRow

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SubmissionsToolbar
        title={title}
        headingId={headingId}
        headingRef={headingRef}
        onShowShortcuts={() => shortcuts.setHelpOpen(true)}
        onExport={() => csv.setOpen(true)}
      />
      <SubmissionsFilterBar
        view={view}
        update={update}
        statuses={statuses}
        nounPlural={nounPlural}
        searchId={searchId}
        idPrefix={uid}
      />
      <ReportFilterNote view={view} update={update} />
      <ListRange
        page={view.page}
        total={list.total}
        loading={list.initialLoading}
        nounPlural={nounPlural}
      />
      <SubmissionsBulkBar
        kind={kind}
        filter={filter}
        noun={noun}
        nounPlural={nounPlural}
        statuses={statuses}
        messages={messages}
        selection={selected}
        total={list.total}
        rowIds={rowIds}
        onSelectAllMatching={() => selection.selectAllMatching(rowIds)}
        onClear={clearSelection}
        action={bulkAction}
        onActionChange={setBulkAction}
        onDone={list.reload}
        onStatusChanged={onStatusChanged}
        onReadChanged={onReadChanged}
      />
      <SubmissionsTable
        title={title}
        noun={noun}
        nounPlural={nounPlural}
        columns={columns}
        statuses={statuses}
        tone={tone}
        rows={list.rows}
        initialLoading={list.initialLoading}
        loading={list.loading}
        emptyMessage={
          list.error
            ? messages.loadFailed
            : filtered
              ? `No ${nounPlural} match this search.`
              : emptyText
        }
        sort={view.sort}
        page={view.page}
        pageCount={list.pageCount}
        tableRef={tableRef}
        isSelected={(id) => selected.allMatching || selected.ids.has(id)}
        allOnPageSelected={allOnPageSelected}
        onToggleAllOnPage={() => selection.toggleAllOnPage(rowIds)}
        openId={view.open}
        savingId={record.savingId}
        onToggle={toggleRow}
        onOpen={openRowDetail}
        onChangeStatus={changeRowStatus}
        onFocusedRecordReplaced={focusedRecordReplaced}
      />
      <SubmissionsPager
        title={title}
        page={view.page}
        pageCount={list.pageCount}
        total={list.total}
        onPage={(page) => update({ page })}
      />

      {visible && view.open && openRow ? (
        <SubmissionDetail
          kind={kind}
          row={openRow}
          noun={noun}
          statuses={statuses}
          tone={tone}
          detailFields={detailFields}
          index={record.openIndex}
          page={view.page}
          total={list.total}
          notice={record.notice}
          saving={record.savingId === openRow.id}
          currentUserId={currentUserId}
          onStatusChange={(status) => void record.changeStatus(openRow, status)}
          onReplySetStatus={(status) => record.replyChangedStatus(openRow, status)}
          onPrevious={() => void record.step('previous')}
          onNext={() => void record.step('next')}
          onMarkUnread={() => void record.markOpenUnread()}
          onClose={record.closeRecord}
          onDeleted={() => {
            record.closeRecord()
            list.reload()
            onStatusChanged?.()
            onReadChanged?.()
          }}
          extras={renderRecordExtras?.(openRow)}
        />
      ) : null}

      {shortcuts.helpOpen ? (
        <ShortcutsDialog
          statusLabels={statuses.map(statusLabel)}
          onClose={() => {
            shortcuts.setHelpOpen(false)
            headingRef.current?.focus()
          }}
        />
      ) : null}

      {csv.open ? (
        <ExportDialog
          nounPlural={nounPlural}
          matching={list.total}
          filterSummary={filterSummary(view)}
          exporting={csv.exporting}
          onExport={(range) => void csv.run(range)}
          onClose={() => csv.setOpen(false)}
        />
      ) : null}
    </section>
  )
}
