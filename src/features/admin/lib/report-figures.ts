import { paths } from '@/config/paths'
import type { DeskReport, ReportPeriod } from '../api/get-desk-report'
import type { DeskTab } from '../types'
import { toCsv } from './csv'
import { DEFAULT_VIEW, deskViewParams, type DeskView } from './desk-view'
import { optionLabel } from './labels'
import { statusLabel } from './statuses'

export const FORM_LABELS: Record<DeskTab, string> = {
  applications: 'Coach applications',
  contacts: 'Contact messages',
  alliance: 'Alliance registrations',
}

/** One figure of a report: what it counts, how many, and the desk list that shows those rows. */
export interface ReportFigure {
  section: string
  form: DeskTab
  label: string
  count: number
  /** The desk's query string for the filtered list ("?tab=…&from=…"). */
  href: string
}

/** The last day of the week or month that starts on `start`, clipped to the period. */
function bucketEnd(start: string, period: ReportPeriod): string {
  const [year, month, day] = start.split('-').map(Number)
  const end =
    period.grain === 'week'
      ? new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 6))
      : new Date(Date.UTC(year ?? 1970, month ?? 1, 0))
  const iso = end.toISOString().slice(0, 10)
  return iso < period.to ? iso : period.to
}

function listHref(period: { from: string; to: string }, change: Partial<DeskView>): string {
  // Reports live at their own address; each figure opens the submissions' list.
  return `${paths.admin}?${deskViewParams({ ...DEFAULT_VIEW, from: period.from, to: period.to, ...change }).toString()}`
}

/** "3 h 20 min", "2 days 4 h": a median reply time a person reads at a glance. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} days ${hours % 24} h`
}

/** Every figure of a report, in the order the page shows them (also the CSV's rows). */
export function reportFigures(report: DeskReport, period: ReportPeriod): ReportFigure[] {
  const figures: ReportFigure[] = []
  const forms = Object.keys(FORM_LABELS) as DeskTab[]
  for (const row of report.periods) {
    const bucket = {
      from: row.period_start < period.from ? period.from : row.period_start,
      to: bucketEnd(row.period_start, period),
    }
    for (const form of forms) {
      figures.push({
        section: period.grain === 'week' ? 'By week' : 'By month',
        form,
        label: row.period_start,
        count: row[form],
        href: listHref(bucket, { tab: form }),
      })
    }
  }
  for (const row of report.by_status) {
    figures.push({
      section: 'By status',
      form: row.form,
      label: statusLabel(row.status),
      count: row.count,
      href: listHref(period, { tab: row.form, status: row.status }),
    })
  }
  for (const row of report.by_region) {
    figures.push({
      section: 'By region',
      form: 'applications',
      label: optionLabel('region', row.region),
      count: row.count,
      href: listHref(period, { tab: 'applications', region: row.region }),
    })
  }
  for (const row of report.by_subject) {
    figures.push({
      section: 'By subject',
      form: 'contacts',
      label: optionLabel('subject', row.subject),
      count: row.count,
      href: listHref(period, { tab: 'contacts', subject: row.subject }),
    })
  }
  return figures
}

/** The report as a CSV file: one row per figure, and the median reply times. */
export function reportCsv(report: DeskReport, period: ReportPeriod): string {
  const rows = reportFigures(report, period).map((figure) => ({
    section: figure.section,
    form: FORM_LABELS[figure.form],
    label: figure.label,
    value: String(figure.count),
  }))
  for (const reply of report.first_reply) {
    rows.push({
      section: 'Median time to first reply',
      form: FORM_LABELS[reply.form],
      label: `${reply.replied} of ${reply.submitted} replied`,
      value: reply.median_seconds === null ? '' : formatDuration(reply.median_seconds),
    })
  }
  return toCsv(
    [
      { header: 'Section', value: (row: (typeof rows)[number]) => row.section },
      { header: 'Form', value: (row) => row.form },
      { header: 'What', value: (row) => row.label },
      { header: 'Count', value: (row) => row.value },
    ],
    rows,
  )
}
