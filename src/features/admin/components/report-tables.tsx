import { Link } from 'react-router-dom'
import type { DeskReport, ReportPeriod } from '../api/get-desk-report'
import { formatNumber, formatWeekLabel } from '../lib/format'
import {
  FORM_LABELS,
  formatDuration,
  reportFigures,
  type ReportFigure,
} from '../lib/report-figures'
import type { DeskTab } from '../types'

const FORMS = Object.keys(FORM_LABELS) as DeskTab[]

function FigureLink({ figure, context }: { figure: ReportFigure; context: string }) {
  return (
    <Link
      to={figure.href}
      className="text-primary font-semibold tabular-nums underline"
      aria-label={`${formatNumber(figure.count)} ${FORM_LABELS[figure.form].toLowerCase()}, ${context}`}
      data-report-figure
    >
      {formatNumber(figure.count)}
    </Link>
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

function FigureList({ title, figures }: { title: string; figures: ReportFigure[] }) {
  return (
    <div className="border-border rounded-md border bg-white p-3">
      <h4 className="font-semibold">{title}</h4>
      {figures.length === 0 ? (
        <p className="text-muted-foreground text-sm">None in this period.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {figures.map((figure) => (
            <div key={figure.href} className="contents">
              <dt>{figure.label}</dt>
              <dd className="text-right">
                <FigureLink figure={figure} context={`${figure.label}, ${title.toLowerCase()}`} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

/** The report's figures: per period, by status, region and subject, and reply times. */
export function ReportTables({ report, period }: { report: DeskReport; period: ReportPeriod }) {
  const figures = reportFigures(report, period)
  const periodSection = period.grain === 'week' ? 'By week' : 'By month'
  const periodFigures = figures.filter((figure) => figure.section === periodSection)
  const section = (name: string) => figures.filter((figure) => figure.section === name)
  const byPeriodTitle = period.grain === 'week' ? 'Submissions by week' : 'Submissions by month'

  return (
    <div className="flex flex-col gap-6">
      <div
        role="region"
        aria-label={`${byPeriodTitle} table`}
        // Keyboard users can scroll a table wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="border-border overflow-x-auto rounded-md border bg-white"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">{byPeriodTitle}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Period
              </th>
              {FORMS.map((form) => (
                <th key={form} scope="col" className="px-3 py-2 text-right">
                  {FORM_LABELS[form]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.periods.map((row) => {
              const label = periodLabel(row.period_start, period.grain)
              return (
                <tr key={row.period_start} className="border-border border-t">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {label}
                  </th>
                  {FORMS.map((form) => {
                    const figure = periodFigures.find(
                      (candidate) =>
                        candidate.label === row.period_start && candidate.form === form,
                    )
                    return (
                      <td key={form} className="px-3 py-2 text-right">
                        {figure ? <FigureLink figure={figure} context={label} /> : null}
                      </td>
                    )
                  })}
                </tr>
              )
            })}
            <tr className="border-border bg-muted/50 border-t font-semibold">
              <th scope="row" className="px-3 py-2">
                Total
              </th>
              {FORMS.map((form) => (
                <td key={form} className="px-3 py-2 text-right tabular-nums">
                  {formatNumber(report.totals[form])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {FORMS.map((form) => (
          <FigureList
            key={form}
            title={`${FORM_LABELS[form]} by status`}
            figures={section('By status').filter((figure) => figure.form === form)}
          />
        ))}
        <FigureList title="Coach applications by region" figures={section('By region')} />
        <FigureList title="Contact messages by subject" figures={section('By subject')} />
      </div>

      <div className="border-border rounded-md border bg-white p-3">
        <h4 className="font-semibold">Median time to first reply</h4>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {report.first_reply.map((reply) => (
            <div key={reply.form} className="contents">
              <dt>
                {FORM_LABELS[reply.form]}{' '}
                <span className="text-muted-foreground">
                  ({formatNumber(reply.replied)} of {formatNumber(reply.submitted)} replied)
                </span>
              </dt>
              <dd className="text-right tabular-nums">{formatDuration(reply.median_seconds)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
