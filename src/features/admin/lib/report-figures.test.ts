import { describe, expect, it } from 'vitest'
import type { DeskReport, ReportPeriod } from '../api/get-desk-report'
import { parseDeskView, listFilter } from './desk-view'
import { formatDuration, reportCsv, reportFigures } from './report-figures'

const period: ReportPeriod = { from: '2025-10-15', to: '2025-11-20', grain: 'month' }

const report: DeskReport = {
  from: period.from,
  to: period.to,
  grain: 'month',
  periods: [
    { period_start: '2025-10-01', applications: 3, contacts: 1, alliance: 0 },
    { period_start: '2025-11-01', applications: 2, contacts: 0, alliance: 1 },
  ],
  totals: { applications: 5, contacts: 1, alliance: 1 },
  by_status: [{ form: 'applications', status: 'approved', count: 2 }],
  by_region: [{ region: 'northern', count: 4 }],
  by_subject: [{ subject: 'partnership', count: 1 }],
  first_reply: [
    { form: 'applications', submitted: 5, replied: 0, median_seconds: null },
    { form: 'contacts', submitted: 1, replied: 1, median_seconds: 7260 },
    { form: 'alliance', submitted: 1, replied: 0, median_seconds: null },
  ],
}

function viewOf(href: string) {
  return parseDeskView(new URLSearchParams(href.slice(href.indexOf('?') + 1)))
}

describe('reportFigures', () => {
  it('links each month to its days inside the chosen period', () => {
    const figures = reportFigures(report, period)
    const october = figures.find((f) => f.label === '2025-10-01' && f.form === 'applications')!
    expect(october.count).toBe(3)
    expect(listFilter(viewOf(october.href))).toEqual({
      status: null,
      search: '',
      unreadOnly: false,
      from: '2025-10-15',
      to: '2025-10-31',
    })
    const november = figures.find((f) => f.label === '2025-11-01' && f.form === 'alliance')!
    expect(viewOf(november.href)).toMatchObject({
      tab: 'alliance',
      from: '2025-11-01',
      to: '2025-11-20',
    })
  })

  it('links status, region and subject figures to the same filters over the whole period', () => {
    const figures = reportFigures(report, period)
    expect(viewOf(figures.find((f) => f.section === 'By status')!.href)).toMatchObject({
      tab: 'applications',
      status: 'approved',
      from: '2025-10-15',
      to: '2025-11-20',
    })
    expect(viewOf(figures.find((f) => f.section === 'By region')!.href)).toMatchObject({
      tab: 'applications',
      region: 'northern',
    })
    expect(viewOf(figures.find((f) => f.section === 'By subject')!.href)).toMatchObject({
      tab: 'contacts',
      subject: 'partnership',
    })
  })

  it('ends a week six days after its Monday', () => {
    const weekly: DeskReport = {
      ...report,
      grain: 'week',
      periods: [{ period_start: '2025-11-03', applications: 1, contacts: 0, alliance: 0 }],
    }
    const figure = reportFigures(weekly, {
      from: '2025-11-01',
      to: '2025-11-30',
      grain: 'week',
    })[0]!
    expect(viewOf(figure.href)).toMatchObject({ from: '2025-11-03', to: '2025-11-09' })
  })
})

describe('reportCsv', () => {
  it('holds one row per figure and the median reply times', () => {
    const lines = reportCsv(report, period).replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe('Section,Form,What,Count')
    expect(lines).toContain('By region,Coach applications,Northern Idaho (earlier list),4')
    expect(lines).toContain('Median time to first reply,Contact messages,1 of 1 replied,2 h 1 min')
  })
})

describe('formatDuration', () => {
  it('reads minutes, hours and days', () => {
    expect(formatDuration(null)).toBe('—')
    expect(formatDuration(600)).toBe('10 min')
    expect(formatDuration(3 * 86_400 + 7200)).toBe('3 days 2 h')
  })
})
