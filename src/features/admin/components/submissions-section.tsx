import { useCallback, useEffect, useId, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
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
import { usePagedList } from '../hooks/use-paged-list'
import { formatDate, formatNumber } from '../lib/format'
import { MAX_SEARCH_LENGTH } from '../lib/search'
import { statusLabel, type BadgeTone } from '../lib/statuses'
import { PAGE_SIZE, type Page, type PageRequest, type SubmissionKind } from '../types'
import { RecordDetail, type DetailField } from './record-detail'
import { StatusBadge } from './status-badge'
import { StatusSelect } from './status-select'

export interface SubmissionRow {
  id: string
  first_name: string
  last_name: string
  email: string
  status: string
  created_at: string
}

export interface Column<Row> {
  header: string
  cell: (row: Row, openDetail: () => void) => ReactNode
  className?: string
}

export interface SubmissionSectionProps<Row extends SubmissionRow> {
  kind: SubmissionKind
  title: string
  /** Singular, for labels: "application", "contact submission". */
  noun: string
  /** Plural, for counts: "applications". */
  nounPlural: string
  emptyText: string
  statuses: readonly string[]
  tone: (status: string) => BadgeTone
  load: (request: PageRequest) => Promise<Page<Row>>
  updateStatus: (id: string, status: string) => Promise<void>
  messages: { loadFailed: string; updated: string; updateFailed: string }
  columns: Column<Row>[]
  detailFields: (row: Row) => DetailField[]
  /** Called after a status was saved, so counters and charts can reload. */
  onStatusChanged?: () => void
}

const ALL = 'all'
const SEARCH_DELAY_MS = 250

function fullName(row: SubmissionRow) {
  return `${row.first_name} ${row.last_name}`
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

/**
 * One kind of submission as a reviewer works through it: filter by status, search by name or
 * e-mail, page through 50 rows at a time (newest first), open a record, change its status, export.
 */
export function SubmissionsSection<Row extends SubmissionRow>({
  kind,
  title,
  noun,
  nounPlural,
  emptyText,
  statuses,
  tone,
  load,
  updateStatus,
  messages,
  columns,
  detailFields,
  onStatusChanged,
}: SubmissionSectionProps<Row>) {
  const uid = useId()
  const headingId = `${uid}-heading`
  const searchId = `${uid}-search`
  const statusFilterId = `${uid}-status`
  const onLoadError = useCallback(
    () =>
      toast({
        title: messages.loadFailed,
        description: 'Please try again.',
        variant: 'destructive',
      }),
    [messages.loadFailed],
  )
  const list = usePagedList<Row>(load, { onError: onLoadError })
  const { setSearch } = list
  const [searchText, setSearchText] = useState('')
  const [savingId, setSavingId] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)
  const [detailRow, setDetailRow] = useState<Row | null>(null)

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchText, setSearch])

  async function changeStatus(row: Row, status: string) {
    setSavingId(row.id)
    try {
      await updateStatus(row.id, status)
      list.patchRow(row.id, { status } as Partial<Row>)
      setDetailRow((current) => (current?.id === row.id ? { ...current, status } : current))
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

  async function runExport() {
    setExporting(true)
    try {
      const file = await exportCsv(kind, list.filter)
      downloadFile(file.fileName, file.csv)
      toast({
        title: 'Export ready',
        description: `${formatNumber(file.rowCount)} ${file.rowCount === 1 ? noun : nounPlural} saved to ${file.fileName}.`,
        variant: 'success',
      })
    } catch {
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  const firstShown = list.total === 0 ? 0 : list.page * PAGE_SIZE + 1
  const lastShown = Math.min(list.total, (list.page + 1) * PAGE_SIZE)
  const filtered = list.filter.status !== null || list.filter.search !== ''

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={runExport} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <form
        role="search"
        aria-label={`Filter ${nounPlural}`}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          setSearch(searchText.trim())
        }}
      >
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={searchId}>Search by name or email</Label>
          <Input
            id={searchId}
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={statusFilterId}>Status</Label>
          <Select
            value={list.filter.status ?? ALL}
            onValueChange={(value) => list.setStatus(value === ALL ? null : value)}
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
      </form>

      <p className="text-muted-foreground text-sm" aria-live="polite" aria-atomic="true">
        {list.initialLoading
          ? ''
          : list.total === 0
            ? ''
            : `Showing ${formatNumber(firstShown)}–${formatNumber(lastShown)} of ${formatNumber(list.total)} ${nounPlural}`}
      </p>

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
          role="region"
          aria-label={`${title} table`}
          // Keyboard users can scroll a table wider than the screen.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="border-border overflow-x-auto rounded-md border bg-white"
        >
          <table
            className={cn(
              'w-full min-w-[60rem] border-collapse text-left text-sm',
              list.loading && 'opacity-70',
            )}
            aria-busy={list.loading || undefined}
          >
            <caption className="sr-only">
              {title}, newest first. Page {list.page + 1} of {list.pageCount}.
            </caption>
            <thead className="bg-muted">
              <tr>
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
              {list.rows.map((row) => (
                <tr key={row.id} className="border-border border-t align-top" data-row-id={row.id}>
                  {columns.map((column) => (
                    <td key={column.header} className={cn('px-3 py-2', column.className)}>
                      {column.cell(row, () => setDetailRow(row))}
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
                      disabled={savingId === row.id}
                      onChange={(status) => void changeStatus(row, status)}
                    />
                  </td>
                </tr>
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
            disabled={list.page === 0}
            onClick={() => list.setPage(list.page - 1)}
          >
            Previous page
          </Button>
          <span className="text-sm">
            Page {formatNumber(list.page + 1)} of {formatNumber(list.pageCount)}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={list.page + 1 >= list.pageCount}
            onClick={() => list.setPage(list.page + 1)}
          >
            Next page
          </Button>
        </nav>
      ) : null}

      {detailRow ? (
        <RecordDetail
          title={`${fullName(detailRow)}`}
          subtitle={`${statusLabel(noun)} submitted ${formatDate(detailRow.created_at)}`}
          recordId={detailRow.id}
          status={detailRow.status}
          tone={tone(detailRow.status)}
          fields={detailFields(detailRow)}
          onClose={() => setDetailRow(null)}
        />
      ) : null}
    </section>
  )
}
