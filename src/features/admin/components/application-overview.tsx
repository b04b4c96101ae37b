import { memo, useEffect, useId, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import {
  getApplicationOverview,
  OVERVIEW_WEEKS,
  type ApplicationOverview as OverviewData,
} from '../api/get-application-overview'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import { formatNumber, formatWeekLabel } from '../lib/format'
import { optionLabel } from '../lib/labels'

type OverviewState =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: OverviewData }

/**
 * Two small charts drawn with plain elements (no chart library to download). The bars are a
 * picture of the numbers for sighted readers; the same numbers are in a table right behind each.
 */
function ApplicationOverviewComponent({
  userId,
  reloadKey,
}: {
  userId: string
  reloadKey: number
}) {
  const [overview, setOverview] = useState<OverviewState>({ state: 'loading' })
  const headingId = useId()

  useEffect(() => {
    let current = true
    takePreloaded(PRELOAD_KEYS.overview, userId, getApplicationOverview).then(
      (data) => current && setOverview({ state: 'ready', data }),
      () => current && setOverview({ state: 'error' }),
    )
    return () => {
      current = false
    }
  }, [userId, reloadKey])

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        Overview
      </h2>
      {overview.state === 'loading' ? (
        <div role="status" aria-label="Loading overview" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : overview.state === 'error' ? (
        <p>The overview could not be loaded.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <WeeklyChart data={overview.data} />
          <RegionChart data={overview.data} />
        </div>
      )}
    </section>
  )
}

function ChartCard({
  title,
  summary,
  children,
  table,
}: {
  title: string
  summary: string
  children: React.ReactNode
  table: React.ReactNode
}) {
  const titleId = useId()
  return (
    <figure
      aria-labelledby={titleId}
      className="border-border flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm"
    >
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <p className="text-muted-foreground text-sm">{summary}</p>
      <div aria-hidden="true">{children}</div>
      <details className="text-sm">
        <summary className="text-primary cursor-pointer font-semibold">
          Show the numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  )
}

function WeeklyChart({ data }: { data: OverviewData }) {
  const weeks = data.perWeek
  const max = Math.max(1, ...weeks.map((week) => week.applications))
  const total = weeks.reduce((sum, week) => sum + week.applications, 0)
  const busiest = weeks.reduce<(typeof weeks)[number] | null>(
    (best, week) => (best === null || week.applications > best.applications ? week : best),
    null,
  )
  const title = `Applications per week, last ${OVERVIEW_WEEKS} weeks`
  return (
    <ChartCard
      title={title}
      summary={
        busiest && total > 0
          ? `${formatNumber(total)} applications in ${OVERVIEW_WEEKS} weeks; the busiest week began ${formatWeekLabel(busiest.week_start)} with ${formatNumber(busiest.applications)}.`
          : `No applications in the last ${OVERVIEW_WEEKS} weeks.`
      }
      table={
        <table className="w-full text-left">
          <caption className="sr-only">{title} (weeks start on Monday, Mountain Time)</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Week of
              </th>
              <th scope="col" className="py-1 text-right">
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start} className="border-border border-t">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {formatWeekLabel(week.week_start)}
                </th>
                <td className="py-1 text-right tabular-nums">{formatNumber(week.applications)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div className="flex h-48 items-end gap-1 border-b border-slate-400">
        {weeks.map((week) => (
          <div
            key={week.week_start}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          >
            <span className="text-[0.7rem] tabular-nums">
              {week.applications > 0 ? formatNumber(week.applications) : ''}
            </span>
            <div
              className="bg-primary w-full rounded-t"
              style={{
                height: `${(week.applications / max) * 85}%`,
                minHeight: week.applications > 0 ? 2 : 0,
              }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1 flex gap-1">
        {weeks.map((week, index) => (
          <span
            key={week.week_start}
            className="text-muted-foreground flex-1 text-center text-[0.7rem]"
          >
            {index % 2 === 0 ? formatWeekLabel(week.week_start) : ''}
          </span>
        ))}
      </div>
    </ChartCard>
  )
}

function RegionChart({ data }: { data: OverviewData }) {
  const regions = data.perRegion
  const max = Math.max(1, ...regions.map((region) => region.applications))
  const without = regions.filter(
    (region) => region.applications === 0 && region.region !== 'unspecified',
  )
  const title = 'Applications per region, all time'
  return (
    <ChartCard
      title={title}
      summary={
        without.length === 0
          ? 'Every region has applicants.'
          : `No applicants yet from: ${without.map((region) => optionLabel('region', region.region)).join(', ')}.`
      }
      table={
        <table className="w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Region
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                Applications
              </th>
              <th scope="col" className="py-1 text-right">
                Approved
              </th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region.region} className="border-border border-t">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {optionLabel('region', region.region)}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">
                  {formatNumber(region.applications)}
                </td>
                <td className="py-1 text-right tabular-nums">{formatNumber(region.approved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ul className="flex flex-col gap-3">
        {regions.map((region) => (
          <li key={region.region} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span>{optionLabel('region', region.region)}</span>
              <span className="tabular-nums">
                {formatNumber(region.applications)} ({formatNumber(region.approved)} approved)
              </span>
            </div>
            <div className="relative h-3 rounded bg-slate-100">
              <div
                className="absolute inset-y-0 left-0 rounded bg-blue-300"
                style={{ width: `${(region.applications / max) * 100}%` }}
              />
              <div
                className="absolute inset-y-0 left-0 rounded bg-green-700"
                style={{ width: `${(region.approved / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground mt-3 flex gap-4 text-xs">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded bg-blue-300" /> All applications
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded bg-green-700" /> Approved
        </span>
      </p>
    </ChartCard>
  )
}

/** Memoized: a change of the desk's view (search, page, tab) re-renders the dashboard, not this. */
export const ApplicationOverview = memo(ApplicationOverviewComponent)
