import { Link } from 'react-router-dom'
import type { ReportPeriod } from '../api/get-desk-report'
import type { VisitsFilter, VisitsReport } from '../api/get-visits-report'
import { formatNumber, formatWeekLabel } from '../lib/format'
import { languageLabels } from '../lib/language-fields'
import { VisitsChart } from './visits-chart'
import {
  averageDailyVisitors,
  campaignLabel,
  DEVICE_LABELS,
  hasVisitsFilter,
  referrerLabel,
  visitsDetailSearch,
} from '../lib/visits-figures'

interface Row {
  key: string
  label: string
  views: number
  /** Absent where visitors cannot be told apart (a visitor reads pages in both languages). */
  visitors?: number
  /** The figure's detail; none inside a detail (it would open itself). */
  detail?: VisitsFilter
}

function Figure({
  value,
  detail,
  context,
}: {
  value: number
  detail?: VisitsFilter
  context: string
}) {
  if (!detail) return <span className="tabular-nums">{formatNumber(value)}</span>
  return (
    <Link
      to={{ search: visitsDetailSearch(detail) }}
      className="text-primary font-semibold tabular-nums underline"
      aria-label={`${formatNumber(value)} page views, ${context}: open its detail`}
      data-visits-figure
    >
      {formatNumber(value)}
    </Link>
  )
}

function VisitsTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  const withVisitors = rows.some((row) => row.visitors !== undefined)
  return (
    <div
      role="region"
      aria-label={`${caption} table`}
      // Keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="border-border overflow-x-auto rounded-md border bg-white"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {first}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Page views
            </th>
            {withVisitors && (
              <th scope="col" className="px-3 py-2 text-right">
                Visitors
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="border-border border-t">
              <td colSpan={withVisitors ? 3 : 2} className="text-muted-foreground px-3 py-2">
                None in this period.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-border border-t">
                <th scope="row" className="px-3 py-2 font-normal break-all">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right">
                  <Figure
                    value={row.views}
                    detail={row.detail}
                    context={`${row.label}, ${caption.toLowerCase()}`}
                  />
                </td>
                {withVisitors && (
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(row.visitors ?? 0)}
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

function periodLabel(start: string, grain: ReportPeriod['grain']): string {
  if (grain === 'week') return `Week of ${formatWeekLabel(start)}`
  const [year, month] = start.split('-').map(Number)
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)))
}

/**
 * The Visits figures: totals, per period (or per day in a detail), top pages, referrers,
 * campaigns and phone or desktop. Outside a detail, each count of page views opens its detail.
 */
export function VisitsTables({
  report,
  period,
  filter,
}: {
  report: VisitsReport
  period: ReportPeriod
  filter: VisitsFilter
}) {
  const inDetail = hasVisitsFilter(filter)
  const detail = (narrow: VisitsFilter) => (inDetail ? undefined : narrow)
  const average = averageDailyVisitors(report)

  return (
    <div className="flex flex-col gap-4">
      <dl
        aria-label="Visits in this period"
        className="grid gap-3 sm:grid-cols-3"
        data-visits-totals
      >
        <div className="border-border rounded-md border bg-white p-3">
          <dt className="text-muted-foreground text-sm">Page views</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatNumber(report.totals.views)}</dd>
        </div>
        <div className="border-border rounded-md border bg-white p-3">
          <dt className="text-muted-foreground text-sm">
            Visitors (each day's unique visitors, summed)
          </dt>
          <dd className="text-2xl font-bold tabular-nums">
            {formatNumber(report.totals.visitors)}
          </dd>
        </div>
        <div className="border-border rounded-md border bg-white p-3">
          <dt className="text-muted-foreground text-sm">Visitors per day, on average</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {average < 10 ? average.toFixed(1) : formatNumber(Math.round(average))}
          </dd>
        </div>
      </dl>

      <VisitsChart days={report.days} />

      {inDetail ? (
        <VisitsTable
          caption="Visits by day"
          first="Day"
          rows={report.days.map((row) => ({ key: row.day, label: row.day, ...row }))}
        />
      ) : (
        <VisitsTable
          caption={period.grain === 'week' ? 'Visits by week' : 'Visits by month'}
          first="Period"
          rows={report.periods.map((row) => ({
            key: row.period_start,
            label: periodLabel(row.period_start, period.grain),
            ...row,
          }))}
        />
      )}

      <div className="grid gap-4 xl:grid-cols-2">
        <VisitsTable
          caption="Top pages"
          first="Page"
          rows={report.pages.map((row) => ({
            key: row.path,
            label: row.path,
            ...row,
            detail: detail({ page: row.path }),
          }))}
        />
        <VisitsTable
          caption="Referrers"
          first="Came from"
          rows={report.referrers.map((row) => ({
            key: row.domain,
            label: referrerLabel(row.domain),
            ...row,
            detail: detail({ referrer: row.domain }),
          }))}
        />
        <VisitsTable
          caption="Campaigns"
          first="Campaign (source / medium)"
          rows={report.campaigns.map((row) => ({
            key: `${row.campaign}|${row.source}|${row.medium}`,
            label: campaignLabel(row),
            ...row,
            detail: row.campaign ? detail({ campaign: row.campaign }) : undefined,
          }))}
        />
        <VisitsTable
          caption="Phone or desktop"
          first="Screen"
          rows={report.devices.map((row) => ({
            key: row.device,
            label: DEVICE_LABELS[row.device],
            ...row,
            detail: detail({ device: row.device }),
          }))}
        />
        <VisitsTable
          caption="Pages read in each language"
          first="Language"
          rows={report.languages.map((row) => ({
            key: row.language,
            label: languageLabels[row.language],
            views: row.views,
          }))}
        />
      </div>
    </div>
  )
}
