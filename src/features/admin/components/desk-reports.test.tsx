import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDeskReport, type DeskReport } from '../api/get-desk-report'
import { DeskReports, defaultReportPeriod } from './desk-reports'

vi.mock('../api/get-desk-report', () => ({ getDeskReport: vi.fn() }))
// The Visits report under the same period picker has its own test (visits-report.test.tsx).
vi.mock('../api/get-visits-report', () => ({ getVisitsReport: vi.fn(() => new Promise(() => {})) }))
vi.mock('../api/get-form-funnel', () => ({ getFormFunnel: vi.fn(() => new Promise(() => {})) }))

function reportFor(from: string, to: string, grain: 'week' | 'month'): DeskReport {
  return {
    from,
    to,
    grain,
    periods: [{ period_start: from, applications: 7, contacts: 2, alliance: 0 }],
    totals: { applications: 7, contacts: 2, alliance: 0 },
    by_status: [{ form: 'contacts', status: 'responded', count: 2 }],
    by_region: [{ region: 'central', count: 7 }],
    by_subject: [],
    first_reply: [
      { form: 'applications', submitted: 7, replied: 0, median_seconds: null },
      { form: 'contacts', submitted: 2, replied: 2, median_seconds: 5400 },
      { form: 'alliance', submitted: 0, replied: 0, median_seconds: null },
    ],
  }
}

beforeEach(() => {
  vi.mocked(getDeskReport).mockReset()
  vi.mocked(getDeskReport).mockImplementation(async ({ from, to, grain }) =>
    reportFor(from, to, grain),
  )
})

function renderReports() {
  return render(
    <MemoryRouter>
      <DeskReports />
    </MemoryRouter>,
  )
}

describe('DeskReports', () => {
  it('starts with the last three months by month and links each figure to its list', async () => {
    renderReports()
    const period = defaultReportPeriod()
    expect(getDeskReport).toHaveBeenCalledWith(period)
    const link = await screen.findByRole('link', { name: /^7 coach applications, .*by region/ })
    expect(link).toHaveAttribute(
      'href',
      // Applications are the desk's default tab, so the link leaves tab= out.
      `/admin?from=${period.from}&to=${period.to}&region=central`,
    )
    expect(screen.getByText('Contact messages by subject').parentElement).toHaveTextContent(
      'None in this period.',
    )
    expect(screen.getByText('1 h 30 min')).toBeVisible()
  })

  it('applies one chosen period and grain to every figure', async () => {
    renderReports()
    await screen.findByRole('table')
    const form = screen.getByRole('form', { name: 'Report period' })
    await userEvent.clear(within(form).getByLabelText('From'))
    await userEvent.type(within(form).getByLabelText('From'), '2025-11-03')
    await userEvent.clear(within(form).getByLabelText('To'))
    await userEvent.type(within(form).getByLabelText('To'), '2025-11-16')
    await userEvent.selectOptions(within(form).getByLabelText('Count by'), 'week')
    await userEvent.click(within(form).getByRole('button', { name: 'Show report' }))
    await waitFor(() =>
      expect(getDeskReport).toHaveBeenLastCalledWith({
        from: '2025-11-03',
        to: '2025-11-16',
        grain: 'week',
      }),
    )
    expect(await screen.findByRole('table', { name: 'Submissions by week' })).toBeVisible()
    expect(
      screen.getByRole('link', {
        name: '2 contact messages, Responded, contact messages by status',
      }),
    ).toHaveAttribute('href', '/admin?tab=contacts&status=responded&from=2025-11-03&to=2025-11-16')
  })

  it('refuses a period that ends before it starts, and keeps the report shown', async () => {
    renderReports()
    await screen.findByRole('table')
    const calls = vi.mocked(getDeskReport).mock.calls.length
    const form = screen.getByRole('form', { name: 'Report period' })
    await userEvent.clear(within(form).getByLabelText('From'))
    await userEvent.type(within(form).getByLabelText('From'), '2025-12-01')
    await userEvent.clear(within(form).getByLabelText('To'))
    await userEvent.type(within(form).getByLabelText('To'), '2025-11-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Show report' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date.',
    )
    expect(getDeskReport).toHaveBeenCalledTimes(calls)
    expect(screen.getByRole('table')).toBeVisible()
  })
})
