import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { exportCsv } from '../api/export-csv'
import type { DateRange } from '../lib/date-range'
import { downloadFile } from '../lib/download-file'
import type { ListFilter, SortOrder, DeskTab } from '../types'

interface CsvExportOptions {
  kind: DeskTab
  /** The list as the reviewer sees it: the export holds what matches, in the same order. */
  filter: ListFilter
  sort: SortOrder
  /** "1,204 applications". */
  countText: (n: number) => string
}

/** The export dialog's state and the export it runs: the file downloads, a toast says where. */
export function useCsvExport({ kind, filter, sort, countText }: CsvExportOptions) {
  const [open, setOpen] = useState(false)
  const [exporting, setExporting] = useState(false)

  async function run(range: DateRange) {
    setExporting(true)
    try {
      const file = await exportCsv(kind, { ...filter, sort, range })
      downloadFile(file.fileName, file.csv)
      toast({
        title: 'Export ready',
        description: `${countText(file.rowCount)} saved to ${file.fileName}.`,
        variant: 'success',
      })
      setOpen(false)
    } catch {
      toast({ title: 'Export failed', description: 'Please try again.', variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return { open, setOpen, exporting, run }
}
