import type { Json } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'
import { toCsv, type CsvColumn } from '../lib/csv'
import { allianceCsvColumns, applicationCsvColumns, contactCsvColumns } from '../lib/csv-columns'
import { mountainDayStart, nextDay, type DateRange } from '../lib/date-range'
import { keysetAfter, SORT_KEYS } from '../lib/keyset'
import type { ListFilter, SortOrder, DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter, applySort, fromDesk, type DeskRows } from './desk-query'

/** The server returns at most 1000 rows a request (PostgREST max_rows). */
const BATCH = 1000

const FILE_NAMES: Record<DeskTab, string> = {
  applications: 'coach-applications',
  contacts: 'contact-submissions',
  alliance: 'alliance-registrations',
}

const COLUMNS: { [K in DeskTab]: CsvColumn<DeskRows[K]>[] } = {
  applications: applicationCsvColumns,
  contacts: contactCsvColumns,
  alliance: allianceCsvColumns,
}

export interface CsvExport {
  fileName: string
  csv: string
  rowCount: number
}

export interface ExportRequest extends ListFilter {
  sort?: SortOrder
  /** Limits the export to records submitted on these Mountain Time days. */
  range?: DateRange
}

/**
 * Every row matching the current filter and search (all pages, in the list's order), optionally
 * within a date range, as a formula-safe CSV file. The database is asked first
 * (desk_export_submissions): it refuses a member without the export permission and records the
 * export, with its list and filter, in the audit log. Then it reads 1,000 rows at a time by keyset,
 * so the last batch of 100,000 costs what the first does.
 */
export async function exportCsv<K extends DeskTab>(
  kind: K,
  request: ExportRequest,
): Promise<CsvExport> {
  const recorded = await supabase.rpc('desk_export_submissions', {
    _kind: kind,
    _filter: JSON.parse(JSON.stringify(request)) as Json,
  })
  if (recorded.error) throw toAdminApiError(recorded.error)
  const sort = request.sort ?? 'newest'
  const rows: DeskRows[K][] = []
  let last: DeskRows[K] | null = null
  for (;;) {
    let query = applyListFilter(fromDesk(kind), request)
    if (request.range?.from) query = query.gte('created_at', mountainDayStart(request.range.from))
    if (request.range?.to)
      query = query.lt('created_at', mountainDayStart(nextDay(request.range.to)))
    if (last) query = query.or(keysetAfter(SORT_KEYS[sort], last))
    const { data, error } = await applySort(query, sort).limit(BATCH)
    if (error) throw toAdminApiError(error)
    const batch = (data ?? []) as DeskRows[K][]
    rows.push(...batch)
    if (batch.length < BATCH) break
    last = batch[batch.length - 1]!
  }
  const range = request.range
  const span = range?.from || range?.to ? `-${range.from || 'start'}-to-${range.to || 'today'}` : ''
  const day = new Date().toISOString().slice(0, 10)
  return {
    fileName: `${FILE_NAMES[kind]}${span}-${day}.csv`,
    csv: toCsv(COLUMNS[kind] as CsvColumn<DeskRows[K]>[], rows),
    rowCount: rows.length,
  }
}
