import type { ReportPeriod } from '../api/get-desk-report'
import type { VisitsFilter, VisitsReport } from '../api/get-visits-report'
import { toCsv } from './csv'
import { languageLabels } from './language-fields'

/** The query-string names of a figure's detail on the Reports page (?visits-page=/about). */
const FILTER_PARAMS = {
  page: 'visits-page',
  referrer: 'visits-referrer',
  campaign: 'visits-campaign',
  device: 'visits-device',
} as const satisfies Record<keyof VisitsFilter, string>

export const DEVICE_LABELS = { phone: 'Phone', desktop: 'Desktop' } as const

/** "Direct or none" for views that came with no referrer (or from the site itself). */
export function referrerLabel(domain: string): string {
  return domain === '' ? 'Direct or none' : domain
}

/** "fall-flyer (newsletter / email)": the campaign with where it was placed. */
export function campaignLabel(row: { campaign: string; source: string; medium: string }): string {
  const name = row.campaign || '(no campaign name)'
  const placed = [row.source, row.medium].filter(Boolean).join(' / ')
  return placed ? `${name} (${placed})` : name
}

/** The filter a Reports address names, if any (one figure's detail at a time). */
export function visitsFilterFrom(params: URLSearchParams): VisitsFilter {
  const filter: VisitsFilter = {}
  const page = params.get(FILTER_PARAMS.page)
  const referrer = params.get(FILTER_PARAMS.referrer)
  const campaign = params.get(FILTER_PARAMS.campaign)
  const device = params.get(FILTER_PARAMS.device)
  if (page) filter.page = page
  if (referrer !== null) filter.referrer = referrer
  if (campaign) filter.campaign = campaign
  if (device === 'phone' || device === 'desktop') filter.device = device
  return filter
}

/** The Reports address (query string) of one figure's detail. */
export function visitsDetailSearch(filter: VisitsFilter): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(FILTER_PARAMS) as (keyof VisitsFilter)[]) {
    const value = filter[key]
    if (value !== undefined) params.set(FILTER_PARAMS[key], value)
  }
  return `?${params.toString()}`
}

export function hasVisitsFilter(filter: VisitsFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined)
}

/** "page /about", "referrer google.com": what a detail is about, in words. */
export function visitsFilterLabel(filter: VisitsFilter): string {
  const parts: string[] = []
  if (filter.page !== undefined) parts.push(`page ${filter.page}`)
  if (filter.referrer !== undefined) parts.push(`referrer ${referrerLabel(filter.referrer)}`)
  if (filter.campaign !== undefined) parts.push(`campaign ${filter.campaign}`)
  if (filter.device !== undefined) parts.push(DEVICE_LABELS[filter.device].toLowerCase())
  return parts.join(', ')
}

/** Visitors per day, averaged over the period's days (each day counts its visitors once). */
export function averageDailyVisitors(report: VisitsReport): number {
  return report.totals.days === 0 ? 0 : report.totals.visitors / report.totals.days
}

/** The Visits report as CSV: one row per figure, like the submissions report. */
export function visitsCsv(
  report: VisitsReport,
  period: ReportPeriod,
  filter: VisitsFilter,
): string {
  // A language's row has no visitors: one visitor may read pages in both languages.
  type Row = { section: string; what: string; views: number; visitors?: number }
  const about = visitsFilterLabel(filter)
  const rows: Row[] = [
    {
      section: about ? `Total (${about})` : 'Total',
      what: `${period.from} to ${period.to}`,
      views: report.totals.views,
      visitors: report.totals.visitors,
    },
    ...report.periods.map((row) => ({
      section: period.grain === 'week' ? 'By week' : 'By month',
      what: row.period_start,
      ...row,
    })),
    ...report.days.map((row) => ({ section: 'By day', what: row.day, ...row })),
    ...report.pages.map((row) => ({ section: 'Pages', what: row.path, ...row })),
    ...report.referrers.map((row) => ({
      section: 'Referrers',
      what: referrerLabel(row.domain),
      ...row,
    })),
    ...report.campaigns.map((row) => ({ section: 'Campaigns', what: campaignLabel(row), ...row })),
    ...report.devices.map((row) => ({
      section: 'Phone or desktop',
      what: DEVICE_LABELS[row.device],
      ...row,
    })),
    ...report.languages.map((row) => ({
      section: 'Language',
      what: languageLabels[row.language],
      views: row.views,
    })),
  ]
  return toCsv(
    [
      { header: 'Section', value: (row: Row) => row.section },
      { header: 'What', value: (row) => row.what },
      { header: 'Page views', value: (row) => String(row.views) },
      {
        header: 'Visitors (daily unique, summed)',
        value: (row) => (row.visitors === undefined ? '' : String(row.visitors)),
      },
    ],
    rows,
  )
}
