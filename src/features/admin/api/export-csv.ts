import { supabase } from '@/lib/supabase'
import { toCsv, type CsvColumn } from '../lib/csv'
import { allianceCsvColumns, applicationCsvColumns, contactCsvColumns } from '../lib/csv-columns'
import type { ListFilter, SubmissionKind } from '../types'
import { toAdminApiError } from './admin-api-error'
import { applyListFilter } from './list-filter'

/** The server returns at most 1000 rows a request (PostgREST max_rows). */
const BATCH = 1000

const FILE_NAMES: Record<SubmissionKind, string> = {
  applications: 'coach-applications',
  contacts: 'contact-submissions',
  alliance: 'alliance-registrations',
}

type Batch<Row> = (
  from: number,
  to: number,
) => PromiseLike<{
  data: Row[] | null
  error: { message: string; code?: string } | null
}>

/** Reads batch after batch (same order as the table: newest first) until a short one. */
async function collect<Row>(batch: Batch<Row>): Promise<Row[]> {
  const rows: Row[] = []
  for (let from = 0; ; from += BATCH) {
    const { data, error } = await batch(from, from + BATCH - 1)
    if (error) throw toAdminApiError(error)
    rows.push(...(data ?? []))
    if (!data || data.length < BATCH) return rows
  }
}

async function exportRows<Row>(columns: CsvColumn<Row>[], batch: Batch<Row>) {
  const rows = await collect(batch)
  return { csv: toCsv(columns, rows), rowCount: rows.length }
}

function newestFirst<
  Q extends { order(column: 'created_at' | 'id', options: { ascending: boolean }): Q },
>(query: Q): Q {
  return query.order('created_at', { ascending: false }).order('id', { ascending: false })
}

export interface CsvExport {
  fileName: string
  csv: string
  rowCount: number
}

/** Every row matching the current filter (all pages), as a formula-safe CSV file. */
export async function exportCsv(kind: SubmissionKind, filter: ListFilter): Promise<CsvExport> {
  const result =
    kind === 'applications'
      ? await exportRows(applicationCsvColumns, (from, to) =>
          newestFirst(
            applyListFilter(supabase.from('coach_applications').select('*'), filter),
          ).range(from, to),
        )
      : kind === 'contacts'
        ? await exportRows(contactCsvColumns, (from, to) =>
            newestFirst(
              applyListFilter(supabase.from('contact_submissions').select('*'), filter),
            ).range(from, to),
          )
        : await exportRows(allianceCsvColumns, (from, to) =>
            newestFirst(
              applyListFilter(supabase.from('alliance_registrations').select('*'), filter),
            ).range(from, to),
          )
  const day = new Date().toISOString().slice(0, 10)
  return { fileName: `${FILE_NAMES[kind]}-${day}.csv`, ...result }
}
