import { useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { getDeskReport, type DeskReport, type ReportPeriod } from '../api/get-desk-report'
import { downloadFile } from '../lib/download-file'
import { ADMIN_TIME_ZONE } from '../lib/format'
import { reportCsv } from '../lib/report-figures'
import { ReportPeriodForm } from './report-period-form'
import { ReportTables } from './report-tables'
import { VisitsReport } from './visits-report'

/** Today and the first day of the month two months back, in Mountain Time: the last quarter. */
export function defaultReportPeriod(now = new Date()): ReportPeriod {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ADMIN_TIME_ZONE }).format(now)
  const [year, month] = today.split('-').map(Number)
  const start = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 3, 1)).toISOString().slice(0, 10)
  return { from: start, to: today, grain: 'month' }
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; report: DeskReport; period: ReportPeriod }

/**
 * Reports by period: one period, chosen once, for every figure; each figure opens the desk's list
 * of exactly the rows it counts; the whole report downloads as CSV.
 */
export function DeskReports() {
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultReportPeriod())
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ request: object; value: Loaded } | null>(null)
  // A new object per period or retry: an answer for an older request shows as still loading.
  const request = useMemo(() => ({ period, attempt }), [period, attempt])
  const loaded: Loaded = settled?.request === request ? settled.value : { status: 'loading' }

  useEffect(() => {
    let current = true
    getDeskReport(request.period).then(
      (report) =>
        current &&
        setSettled({ request, value: { status: 'ready', report, period: request.period } }),
      () => current && setSettled({ request, value: { status: 'error' } }),
    )
    return () => {
      current = false
    }
  }, [request])

  return (
    <section aria-labelledby="desk-reports-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="desk-reports-heading" className="text-xl font-bold tracking-tight">
          Reports by period
        </h2>
        {loaded.status === 'ready' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              downloadFile(
                `desk-report-${loaded.period.from}-to-${loaded.period.to}-by-${loaded.period.grain}.csv`,
                reportCsv(loaded.report, loaded.period),
              )
            }
          >
            Download report CSV
          </Button>
        ) : null}
      </div>
      <ReportPeriodForm period={period} onChange={setPeriod} />
      {loaded.status === 'loading' ? (
        <div role="status" aria-label="Loading the report">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : loaded.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>The report could not be loaded.</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </Button>
        </div>
      ) : (
        <ReportTables report={loaded.report} period={loaded.period} />
      )}
      <VisitsReport period={period} />
    </section>
  )
}
