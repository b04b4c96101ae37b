import { useId } from 'react'
import type { VisitsReport } from '../api/get-visits-report'
import { formatNumber } from '../lib/format'

const WIDTH = 640
const HEIGHT = 180
const PAD = { top: 12, right: 12, bottom: 24, left: 44 }

type Day = VisitsReport['days'][number]

/** The points of one series as an SVG polyline: days left to right, 0 at the bottom. */
export function chartPoints(days: readonly Day[], key: 'views' | 'visitors', top: number): string {
  const innerWidth = WIDTH - PAD.left - PAD.right
  const innerHeight = HEIGHT - PAD.top - PAD.bottom
  const step = days.length > 1 ? innerWidth / (days.length - 1) : 0
  return days
    .map((day, index) => {
      const x = PAD.left + (days.length > 1 ? index * step : innerWidth / 2)
      const y = PAD.top + innerHeight - (top > 0 ? (day[key] / top) * innerHeight : 0)
      return `${x.toFixed(1)},${y.toFixed(1)}`
    })
    .join(' ')
}

/** What the chart shows, said in words for a screen reader (and anyone who cannot see it). */
export function chartSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'No page views in this period.'
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best))
  const first = days[0]!
  const last = days[days.length - 1]!
  return `Page views and visitors per day from ${first.day} to ${last.day}. The busiest day was ${busiest.day}, with ${formatNumber(busiest.views)} page views and ${formatNumber(busiest.visitors)} visitors; the last day had ${formatNumber(last.views)} page views.`
}

/**
 * Page views and visitors per day as a line chart, drawn as Plausible draws its own: a plain SVG
 * (no charting library), described in words, with every figure in a table beneath it.
 */
export function VisitsChart({ days }: { days: readonly Day[] }) {
  const titleId = useId()
  const descId = useId()
  if (days.length === 0) return null
  const top = Math.max(1, ...days.map((day) => day.views))
  const bottom = HEIGHT - PAD.bottom
  return (
    <figure className="border-border flex flex-col gap-2 rounded-md border bg-white p-3">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        data-visits-chart
      >
        <title id={titleId}>Page views and visitors per day</title>
        <desc id={descId}>{chartSummary(days)}</desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} stroke="#94a3b8" />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill="#334155">
          {formatNumber(top)}
        </text>
        <text x={PAD.left - 6} y={bottom} textAnchor="end" fontSize="11" fill="#334155">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="#334155">
          {days[0]!.day}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="11" fill="#334155">
          {days[days.length - 1]!.day}
        </text>
        <polyline
          points={chartPoints(days, 'views', top)}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="2"
        />
        <polyline
          points={chartPoints(days, 'visitors', top)}
          fill="none"
          stroke="#c2410c"
          strokeWidth="2"
          strokeDasharray="6 3"
        />
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-0.5 w-5 bg-[#1d4ed8] align-middle"
          />
          Page views
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block w-5 border-t-2 border-dashed border-[#c2410c] align-middle"
          />
          Visitors (dashed)
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">The figures of each day</summary>
        <table className="mt-2 w-full border-collapse text-left">
          <caption className="sr-only">Page views and visitors per day</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1">
                Day
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Page views
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-2 py-1 font-normal">
                  {day.day}
                </th>
                <td className="px-2 py-1 text-right tabular-nums">{formatNumber(day.views)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{formatNumber(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
