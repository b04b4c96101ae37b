import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { ReportPeriod } from '../api/get-desk-report'
import { useVisitsReport } from '../hooks/use-visits-report'
import { downloadFile } from '../lib/download-file'
import {
  hasVisitsFilter,
  visitsCsv,
  visitsFilterFrom,
  visitsFilterLabel,
} from '../lib/visits-figures'
import { FormFunnel } from './form-funnel'
import { VisitsTables } from './visits-tables'

interface VisitsReportProps {
  period: ReportPeriod
}

/**
 * The Visits report under the Reports page's period picker: what the cookieless counters say
 * (migration 20251101070000_visits_and_funnel.sql). A figure's detail (one page, referrer, campaign or
 * device) is its own address (?visits-page=/about), so it can be shared and the browser's Back
 * returns to the whole report.
 */
export function VisitsReport({ period }: VisitsReportProps) {
  const [params] = useSearchParams()
  const filter = visitsFilterFrom(params)
  const { loaded, retry } = useVisitsReport(period, filter)
  const about = visitsFilterLabel(filter)
  const inDetail = hasVisitsFilter(filter)

  return (
    <section aria-labelledby="visits-report-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="visits-report-heading" className="text-lg font-bold tracking-tight">
          {inDetail ? `Visits: ${about}` : 'Visits'}
        </h3>
        {loaded.status === 'ready' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              downloadFile(
                `visits-${period.from}-to-${period.to}-by-${period.grain}.csv`,
                visitsCsv(loaded.report, period, filter),
              )
            }
          >
            Download visits CSV
          </Button>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">
        Counted without cookies or any stored identifier: a visitor is recognised for one day only,
        so the visitors of a period are each day's unique visitors added up. Visitors who ask not to
        be tracked, bots and the desk's own team are not counted.
      </p>
      {inDetail ? (
        <p className="text-sm">
          <Link to={{ search: '' }} className="text-primary underline">
            Back to all visits
          </Link>
        </p>
      ) : null}
      {loaded.status === 'loading' ? (
        <div role="status" aria-label="Loading the Visits report">
          <Skeleton className="h-40 w-full" />
        </div>
      ) : loaded.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>The Visits report could not be loaded.</p>
          <Button type="button" size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : (
        <VisitsTables report={loaded.report} period={period} filter={filter} />
      )}
      {/* Where people give up on a form, for the same period. */}
      <FormFunnel period={period} />
    </section>
  )
}
