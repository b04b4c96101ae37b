import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/utils'
import { exportCsv } from '../api/export-csv'
import { getNeighbour } from '../api/get-neighbour'
import { getSubmission } from '../api/get-submission'
import { listMatchingIds } from '../api/list-matching-ids'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import { listSubmissions } from '../api/list-submissions'
import { markRead, markUnread } from '../api/mark-read'
import { setStatuses } from '../api/set-statuses'
import type { DeskRows } from '../api/desk-query'
import type { DeskViewState } from '../hooks/use-desk-view'
import { usePagedList } from '../hooks/use-paged-list'
import { useRowSelection } from '../hooks/use-row-selection'
import { useShortcuts } from '../hooks/use-shortcuts'
import { useStableHandler } from '../hooks/use-stable-handler'
import type { DateRange } from '../lib/date-range'
import {
  changeDeskView,
  listFilter,
  pageRequestFor,
  type DeskView,
  type DeskViewChange,
} from '../lib/desk-view'
import { formatDate, formatNumber } from '../lib/format'
import { MAX_SEARCH_LENGTH } from '../lib/search'
import { statusLabel, type BadgeTone } from '../lib/statuses'
import {
  PAGE_SIZE,
  RECORD_KINDS,
  type PageRequest,
  type SortOrder,
  type SubmissionKind,
} from '../types'
import { ConfirmDialog } from './confirm-dialog'
import { DeskTableRow, fullName } from './desk-table-row'
import { ExportDialog } from './export-dialog'
import { DeleteRecord } from './delete-record'
import { RecordDetail, type DetailField } from './record-detail'
import { defaultReplyStatus, replyRecipientOf } from './reply-recipient'
import { ShortcutsDialog } from './shortcuts-dialog'

export interface SubmissionRow {
  id: string
  first_name: string
  last_name: string
  email: string
  status: string
  created_at: string
  unread: boolean
}

export interface Column<Row> {
  header: string
  cell: (row: Row, openDetail: () => void) => ReactNode
  className?: string
}

export interface SubmissionSectionProps<K extends SubmissionKind> {
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
  SubmissionSectionProps<SubmissionKind>,
  'desk' | 'currentUserId' | 'onStatusChanged' | 'onReadChanged' | 'visible'
>

const ALL = 'all'
const SEARCH_DELAY_MS = 250
const SORT_LABELS: Record<SortOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Last name (A–Z)',
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function downloadFile(fileName: string, contents: string) {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function filterSummary(view: DeskView): string {
  const parts: string[] = []
  if (view.status) parts.push(`status ${statusLabel(view.status)}`)
  if (view.search) parts.push(`search “${view.search}”`)
  if (view.unreadOnly) parts.push('unread only')
  return parts.length ? ` (${parts.join(', ')})` : ''
}

type Fetched<Row> = { id: string; row: Row | null }
type BulkAction = { type: 'status'; status: string } | { type: 'read' } | { type: 'unread' }

/**
 * One kind of submission as a reviewer works through it. Everything that makes up the view
 * (status filter, search, sort, page, unread-only, the open record) lives in the URL. Rows can
 * be selected (one, a Shift range, the page, or all that match) for a bulk status change or to
 * mark them read; a record opens in a detail view that steps through the list.
 */
export function SubmissionsSection<K extends SubmissionKind>({
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
  const { view, update: updateUrl } = desk
  const uid = useId()
  const headingId = `${uid}-heading`
  const searchId = `${uid}-search`
  const statusFilterId = `${uid}-status`
  const sortId = `${uid}-sort`
  const unreadId = `${uid}-unread`
  const bulkStatusId = `${uid}-bulk-status`
  const headingRef = useRef<HTMLHeadingElement>(null)
  const tableRef = useRef<HTMLDivElement>(null)

  const filter = useMemo(
    () => listFilter(view),
    [view.status, view.search, view.unreadOnly], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const request = useMemo(
    () => pageRequestFor(filter, view.page, view.sort),
    [filter, view.page, view.sort],
  )
  const load = useCallback(
    (pageRequest: PageRequest) =>
      takePreloaded(PRELOAD_KEYS.list(kind, pageRequest), currentUserId, () =>
        listSubmissions(kind, pageRequest),
      ),
    [kind, currentUserId],
  )
  const list = usePagedList<Row>(load, request, {
    onError: () =>
      toast({
        title: messages.loadFailed,
        description: 'Please try again.',
        variant: 'destructive',
      }),
    onPageOutOfRange: (lastPage) => update({ page: lastPage }, { replace: true }),
  })
  const rowIds = useMemo(() => list.rows.map((row) => row.id), [list.rows])
  const { prefetch } = list
  /** Every change of the view goes through here: the list it leads to starts loading at once. */
  const update = useCallback(
    (change: DeskViewChange, options?: { replace?: boolean }) => {
      const next = changeDeskView(view, change)
      if (next.tab === kind) prefetch(pageRequestFor(listFilter(next), next.page, next.sort))
      updateUrl(change, options)
    },
    [kind, prefetch, updateUrl, view],
  )

  const [searchText, setSearchText] = useState(view.search)
  const [savingId, setSavingId] = useState<string | null>(null)
  const [exportOpen, setExportOpen] = useState(false)
  const [exporting, setExporting] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [bulkStatus, setBulkStatus] = useState(statuses[0] ?? '')
  const [bulkAction, setBulkAction] = useState<BulkAction | null>(null)
  const [bulkBusy, setBulkBusy] = useState(false)
  const [fetched, setFetched] = useState<Fetched<Row> | null>(null)
  const [notice, setNotice] = useState('')
  const selection = useRowSelection()
  const { clear: clearSelection } = selection
  /** Records marked unread while open: not marked read again until opened anew. */
  const [keptUnread, setKeptUnread] = useState<ReadonlySet<string>>(new Set())
  const keepUnread = useCallback(
    (id: string, keep: boolean) =>
      setKeptUnread((current) => {
        if (current.has(id) === keep) return current
        const next = new Set(current)
        if (keep) next.add(id)
        else next.delete(id)
        return next
      }),
    [],
  )
  /** The record whose row gets focus back when the detail closes. */
  const focusOnClose = useRef<string | null>(null)

  // The URL changed under the search box (Back, a link): show its search.
  const [shownSearch, setShownSearch] = useState(view.search)
  if (shownSearch !== view.search) {
    setShownSearch(view.search)
    if (searchText.trim() !== view.search) setSearchText(view.search)
  }

  useEffect(() => {
    const next = searchText.trim()
    if (next === view.search) return
    const timer = setTimeout(
      // Starting a search is a step Back can undo; refining it replaces that step.
      () => update({ search: next }, { replace: view.search !== '' }),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [searchText, view.search, update])

  // A selection belongs to the list it was made in.
  useEffect(() => {
    clearSelection()
  }, [view.tab, view.status, view.search, view.sort, view.page, view.unreadOnly, clearSelection])

  // ── The open record ────────────────────────────────────────────────────────────────────────
  const openRow: Row | null =
    (view.open && list.rows.find((row) => row.id === view.open)) ||
    (fetched && fetched.id === view.open ? fetched.row : null)
  const openIndex = openRow ? rowIds.indexOf(openRow.id) : -1

  useEffect(() => {
    if (!view.open || list.initialLoading) return
    if (list.rows.some((row) => row.id === view.open)) return
    if (fetched?.id === view.open) return
    let current = true
    const id = view.open
    getSubmission(kind, id).then(
      (row) => {
        if (!current) return
        setFetched({ id, row })
        if (!row) {
          toast({
            title: `This ${noun} could not be found`,
            description: 'It may have been deleted, or the link is incomplete.',
            variant: 'destructive',
          })
          update({ open: null }, { replace: true })
        }
      },
      () => {
        if (!current) return
        toast({
          title: messages.loadFailed,
          description: 'Please try again.',
          variant: 'destructive',
        })
        update({ open: null }, { replace: true })
      },
    )
    return () => {
      current = false
    }
  }, [view.open, list.rows, list.initialLoading, fetched, kind, noun, messages.loadFailed, update])

  const patchRecord = useCallback(
    (id: string, patch: Partial<Row>) => {
      list.patchRow(id, patch)
      setFetched((current) =>
        current?.row && current.id === id ? { id, row: { ...current.row, ...patch } } : current,
      )
    },
    [list],
  )

  // Opening a record marks it read for this reviewer.
  const openId = openRow?.id
  const openUnread = openRow?.unread
  useEffect(() => {
    if (!openId || !openUnread || keptUnread.has(openId)) return
    let current = true
    markRead(kind, [openId]).then(
      () => {
        if (!current) return
        patchRecord(openId, { unread: false } as Partial<Row>)
        onReadChanged?.()
      },
      // Not worth a toast: the record stays marked new and is marked read when opened again.
      () => {},
    )
    return () => {
      current = false
    }
  }, [openId, openUnread, keptUnread, kind, patchRecord, onReadChanged])

  // Focus goes back to the row of the record that was open (or the heading if it left the page).
  useEffect(() => {
    if (view.open || !focusOnClose.current) return
    const id = focusOnClose.current
    focusOnClose.current = null
    const button = tableRef.current?.querySelector<HTMLElement>(
      `[data-row-id="${CSS.escape(id)}"] [data-open-record]`,
    )
    ;(button ?? headingRef.current)?.focus()
  }, [view.open])

  function openRecord(row: Row) {
    keepUnread(row.id, false)
    setNotice('')
    update({ open: row.id })
  }

  function closeRecord() {
    focusOnClose.current = view.open
    setNotice('')
    update({ open: null })
  }

  async function step(direction: 'next' | 'previous') {
    const current = openRow
    if (!current) return
    const delta = direction === 'next' ? 1 : -1
    const inPage = openIndex >= 0 ? list.rows[openIndex + delta] : undefined
    setNotice('')
    if (inPage) {
      keepUnread(inPage.id, false)
      update({ open: inPage.id }, { replace: true })
      return
    }
    try {
      const neighbour = await getNeighbour(kind, filter, view.sort, current, direction)
      if (!neighbour) {
        setNotice(`This is the ${direction === 'next' ? 'last' : 'first'} ${noun} in the list.`)
        return
      }
      setFetched({ id: neighbour.id, row: neighbour })
      keepUnread(neighbour.id, false)
      // Stepping off the end of the page turns the page, so the list follows the record.
      const page = openIndex >= 0 ? view.page + delta : undefined
      update(
        page !== undefined && page >= 0 ? { open: neighbour.id, page } : { open: neighbour.id },
        { replace: true },
      )
    } catch {
      toast({
        title: messages.loadFailed,
        description: 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  async function changeStatus(row: Row, status: string) {
    setSavingId(row.id)
    try {
      await updateStatus(row.id, status)
      patchRecord(row.id, { status } as Partial<Row>)
      // The open record stays open even when its new status takes it out of the filtered list.
      if (row.id === view.open) setFetched({ id: row.id, row: { ...row, status } })
      toast({ title: messages.updated, variant: 'success' })
      list.reload()
      onStatusChanged?.()
    } catch {
      toast({
        title: messages.updateFailed,
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSavingId(null)
    }
  }

  // A reply that set the status already saved it (send_desk_reply); the list just follows.
  function replyChangedStatus(row: Row, status: string) {
    patchRecord(row.id, { status } as Partial<Row>)
    if (row.id === view.open) setFetched({ id: row.id, row: { ...row, status } })
    list.reload()
    onStatusChanged?.()
  }

  async function markOpenUnread() {
    const row = openRow
    if (!row) return
    try {
      await markUnread(kind, [row.id])
      keepUnread(row.id, true)
      patchRecord(row.id, { unread: true } as Partial<Row>)
      setNotice(`Marked unread.`)
      onReadChanged?.()
    } catch {
      toast({
        title: 'Failed to mark unread',
        description: 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  // ── Bulk actions ───────────────────────────────────────────────────────────────────────────
  const selectedCount = selection.selection.allMatching ? list.total : selection.selection.ids.size
  const allOnPageSelected =
    rowIds.length > 0 &&
    (selection.selection.allMatching || rowIds.every((id) => selection.selection.ids.has(id)))
  const countText = (n: number) => `${formatNumber(n)} ${n === 1 ? noun : nounPlural}`

  async function runBulk(action: BulkAction) {
    setBulkBusy(true)
    try {
      const ids = selection.selection.allMatching
        ? await listMatchingIds(kind, filter)
        : [...selection.selection.ids]
      if (action.type === 'status') {
        const changed = await setStatuses(kind, ids, action.status)
        toast({
          title: messages.updated,
          description: `${capitalised(countText(changed))} set to ${statusLabel(action.status)}.`,
          variant: 'success',
        })
        onStatusChanged?.()
      } else {
        if (action.type === 'read') await markRead(kind, ids)
        else await markUnread(kind, ids)
        toast({
          title: `Marked ${action.type}`,
          description: `${capitalised(countText(ids.length))} marked ${action.type}.`,
          variant: 'success',
        })
        onReadChanged?.()
      }
      clearSelection()
      list.reload()
      setBulkAction(null)
    } catch {
      toast({
        title: action.type === 'status' ? messages.updateFailed : `Failed to mark ${action.type}`,
        description: 'Nothing was lost; please try again.',
        variant: 'destructive',
      })
      setBulkAction(null)
      list.reload()
    } finally {
      setBulkBusy(false)
    }
  }

  async function runExport(range: DateRange) {
    setExporting(true)
    try {
      const file = await exportCsv(kind, { ...filter, sort: view.sort, range })
      downloadFile(file.fileName, file.csv)
      toast({
        title: 'Export ready',
        description: `${countText(file.rowCount)} saved to ${file.fileName}.`,
        variant: 'success',
      })
      setExportOpen(false)
    } catch {
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  useShortcuts(
    {
      '/': () => document.getElementById(searchId)?.focus(),
      '?': () => setHelpOpen(true),
    },
    !view.open && !helpOpen && !exportOpen && !bulkAction,
  )

  const firstShown = list.total === 0 ? 0 : view.page * PAGE_SIZE + 1
  const lastShown = Math.min(list.total, (view.page + 1) * PAGE_SIZE)
  const filtered = view.status !== null || view.search !== '' || view.unreadOnly

  // Stable, so the memoized rows re-render only when their own data changes.
  const toggleRow = useStableHandler((id: string, extendRange: boolean) =>
    selection.toggle(rowIds, id, extendRange),
  )
  const openRowDetail = useStableHandler((row: Row) => openRecord(row))
  const changeRowStatus = useStableHandler((row: Row, status: string) => {
    void changeStatus(row, status)
  })
  // E.g. a status change took the record out of the filtered list: its place now shows the next
  // record, whose controls must not receive the reviewer's next keystroke.
  const focusedRecordReplaced = useStableHandler(() => headingRef.current?.focus())

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          {title}
        </h2>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
            Keyboard shortcuts
          </Button>
          <Button variant="outline" size="sm" onClick={() => setExportOpen(true)}>
            Export CSV
          </Button>
        </div>
      </div>

      <form
        role="search"
        aria-label={`Filter ${nounPlural}`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          update({ search: searchText.trim() })
        }}
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={searchId}>Search by name or email</Label>
          <Input
            id={searchId}
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Name, email or reference (CA-…)"
            value={searchText}
            aria-keyshortcuts="/"
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={statusFilterId}>Status</Label>
          <Select
            value={view.status ?? ALL}
            onValueChange={(value) => update({ status: value === ALL ? null : value })}
          >
            <SelectTrigger id={statusFilterId} className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {statuses.map((status) => (
                <SelectItem key={status} value={status}>
                  {statusLabel(status)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <select
            id={sortId}
            value={view.sort}
            onChange={(event) => update({ sort: event.target.value as SortOrder })}
            className="border-input min-h-10 rounded-md border bg-white px-3 text-sm"
          >
            {(Object.keys(SORT_LABELS) as SortOrder[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-h-10 items-center gap-2">
          <Checkbox
            id={unreadId}
            checked={view.unreadOnly}
            onChange={(event) => update({ unreadOnly: event.target.checked })}
          />
          <Label htmlFor={unreadId}>Unread only</Label>
        </div>
      </form>

      <p className="text-muted-foreground text-sm" aria-live="polite" aria-atomic="true">
        {list.initialLoading || list.total === 0
          ? ''
          : `Showing ${formatNumber(firstShown)}–${formatNumber(lastShown)} of ${formatNumber(list.total)} ${nounPlural}`}
      </p>

      {selectedCount > 0 ? (
        <div
          role="group"
          aria-label={`Bulk actions for the selected ${nounPlural}`}
          className="border-primary/40 bg-primary/5 flex flex-wrap items-end gap-3 rounded-md border p-3"
        >
          <p className="self-center text-sm font-semibold" aria-live="polite">
            {selection.selection.allMatching
              ? `All ${countText(list.total)} that match are selected.`
              : `${countText(selectedCount)} selected.`}
          </p>
          {allOnPageSelected && !selection.selection.allMatching && list.total > rowIds.length ? (
            <Button variant="link" size="sm" onClick={() => selection.selectAllMatching(rowIds)}>
              Select all {countText(list.total)} that match
            </Button>
          ) : null}
          <div className="flex flex-col gap-1">
            <Label htmlFor={bulkStatusId} className="text-xs">
              New status
            </Label>
            <select
              id={bulkStatusId}
              value={bulkStatus}
              onChange={(event) => setBulkStatus(event.target.value)}
              className="border-input min-h-9 rounded-md border bg-white px-2 text-sm"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <Button size="sm" onClick={() => setBulkAction({ type: 'status', status: bulkStatus })}>
            Change status
          </Button>
          <Button size="sm" variant="outline" onClick={() => setBulkAction({ type: 'read' })}>
            Mark read
          </Button>
          <Button size="sm" variant="outline" onClick={() => setBulkAction({ type: 'unread' })}>
            Mark unread
          </Button>
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            Clear selection
          </Button>
        </div>
      ) : null}

      {list.initialLoading ? (
        <div role="status" aria-label={`Loading ${nounPlural}`} className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : list.rows.length === 0 ? (
        <p className="border-border text-muted-foreground rounded-md border border-dashed p-8 text-center">
          {list.error
            ? messages.loadFailed
            : filtered
              ? `No ${nounPlural} match this search.`
              : emptyText}
        </p>
      ) : (
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
              list.loading && 'opacity-70',
            )}
            aria-busy={list.loading || undefined}
          >
            <caption className="sr-only">
              {title}, {SORT_LABELS[view.sort].toLowerCase()}. Page {view.page + 1} of{' '}
              {list.pageCount}.
            </caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <Checkbox
                    aria-label={`Select all ${nounPlural} on this page`}
                    checked={allOnPageSelected}
                    onChange={() => selection.toggleAllOnPage(rowIds)}
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
              {list.rows.map((row, position) => (
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
                  selected={selection.selection.allMatching || selection.selection.ids.has(row.id)}
                  open={row.id === view.open}
                  saving={savingId === row.id}
                  onToggle={toggleRow}
                  onOpen={openRowDetail}
                  onChangeStatus={changeRowStatus}
                  onFocusedRecordReplaced={focusedRecordReplaced}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.total > PAGE_SIZE ? (
        <nav
          aria-label={`${title} pages`}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={view.page === 0}
            onClick={() => update({ page: view.page - 1 })}
          >
            Previous page
          </Button>
          <span className="text-sm">
            Page {formatNumber(view.page + 1)} of {formatNumber(list.pageCount)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={view.page + 1 >= list.pageCount}
            onClick={() => update({ page: view.page + 1 })}
          >
            Next page
          </Button>
        </nav>
      ) : null}

      {visible && view.open && openRow ? (
        <RecordDetail
          kind={kind}
          recordId={openRow.id}
          title={fullName(openRow)}
          subtitle={`${capitalised(noun)} submitted ${formatDate(openRow.created_at)}`}
          noun={noun}
          status={openRow.status}
          statuses={statuses}
          tone={tone(openRow.status)}
          fields={detailFields(openRow)}
          position={
            openIndex >= 0
              ? `${capitalised(noun)} ${formatNumber(view.page * PAGE_SIZE + openIndex + 1)} of ${formatNumber(list.total)}`
              : null
          }
          notice={notice}
          saving={savingId === openRow.id}
          onStatusChange={(status) => void changeStatus(openRow, status)}
          onPrevious={() => void step('previous')}
          onNext={() => void step('next')}
          onMarkUnread={() => void markOpenUnread()}
          onClose={closeRecord}
          currentUserId={currentUserId}
          reply={{
            recipient: replyRecipientOf(openRow),
            defaultStatus: defaultReplyStatus(kind),
            onSent: (status) => {
              if (status) replyChangedStatus(openRow, status)
            },
          }}
        >
          {renderRecordExtras?.(openRow)}
          <DeleteRecord
            recordKind={RECORD_KINDS[kind]}
            recordId={openRow.id}
            name={fullName(openRow)}
            noun={noun}
            onDeleted={() => {
              closeRecord()
              list.reload()
              onStatusChanged?.()
              onReadChanged?.()
            }}
          />
        </RecordDetail>
      ) : null}

      {helpOpen ? (
        <ShortcutsDialog
          statusLabels={statuses.map(statusLabel)}
          onClose={() => {
            setHelpOpen(false)
            headingRef.current?.focus()
          }}
        />
      ) : null}

      {exportOpen ? (
        <ExportDialog
          nounPlural={nounPlural}
          matching={list.total}
          filterSummary={filterSummary(view)}
          exporting={exporting}
          onExport={(range) => void runExport(range)}
          onClose={() => setExportOpen(false)}
        />
      ) : null}

      {bulkAction ? (
        <ConfirmDialog
          title={
            bulkAction.type === 'status'
              ? `Change the status of ${countText(selectedCount)}?`
              : `Mark ${countText(selectedCount)} ${bulkAction.type}?`
          }
          message={
            bulkAction.type === 'status'
              ? `${capitalised(countText(selectedCount))} will be set to ${statusLabel(bulkAction.status)}. Each change is recorded in the record's history.`
              : `${capitalised(countText(selectedCount))} will be marked ${bulkAction.type} for you only; other reviewers keep their own.`
          }
          confirmLabel={
            bulkAction.type === 'status'
              ? `Set ${countText(selectedCount)} to ${statusLabel(bulkAction.status)}`
              : `Mark ${bulkAction.type}`
          }
          busy={bulkBusy}
          busyLabel="Working..."
          onConfirm={() => void runBulk(bulkAction)}
          onClose={() => setBulkAction(null)}
        />
      ) : null}
    </section>
  )
}
