import { useEffect, useMemo, useState } from 'react'
import type { ReportPeriod } from '../api/get-desk-report'
import { getVisitsReport, type VisitsFilter, type VisitsReport } from '../api/get-visits-report'

export type VisitsLoaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: VisitsReport }

/**
 * The Visits report for a period and filter. An answer for an older request (another period,
 * figure or retry) shows as still loading, as the submissions report does.
 */
export function useVisitsReport(period: ReportPeriod, filter: VisitsFilter) {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ request: object; value: VisitsLoaded } | null>(null)
  const filterKey = JSON.stringify(filter)
  const request = useMemo(
    () => ({ period, filter: JSON.parse(filterKey) as VisitsFilter, attempt }),
    [period, filterKey, attempt],
  )
  const loaded: VisitsLoaded = settled?.request === request ? settled.value : { status: 'loading' }

  useEffect(() => {
    let current = true
    getVisitsReport(request.period, request.filter).then(
      (report) => current && setSettled({ request, value: { status: 'ready', report } }),
      () => current && setSettled({ request, value: { status: 'error' } }),
    )
    return () => {
      current = false
    }
  }, [request])

  return { loaded, retry: () => setAttempt((n) => n + 1) }
}
