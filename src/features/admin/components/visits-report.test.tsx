import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getVisitsReport, type VisitsReport as Report } from '../api/get-visits-report'
import { visitsCsv } from '../lib/visits-figures'
import { VisitsReport } from './visits-report'

vi.mock('../api/get-visits-report', () => ({ getVisitsReport: vi.fn() }))
vi.mock('../api/get-form-funnel', () => ({ getFormFunnel: vi.fn(() => new Promise(() => {})) }))

const period = { from: '2026-11-01', to: '2026-11-30', grain: 'month' as const }

function report(views: number): Report {
  return {
    from: period.from,
    to: period.to,
    grain: 'month',
    totals: { views, visitors: 40, days: 30 },
    days: [{ day: '2026-11-02', views, visitors: 40 }],
    periods: [{ period_start: '2026-11-01', views, visitors: 40 }],
    pages: [{ path: '/about', views, visitors: 40 }],
    referrers: [{ domain: '', views, visitors: 40 }],
    campaigns: [{ campaign: 'fall-flyer', source: 'qr', medium: 'print', views, visitors: 40 }],
    devices: [{ device: 'phone', views, visitors: 40 }],
    languages: [
      { language: 'en', views: views - 20 },
      { language: 'es', views: 20 },
    ],
  }
}

beforeEach(() => {
  vi.mocked(getVisitsReport).mockReset()
  vi.mocked(getVisitsReport).mockImplementation(async (_period, filter) =>
    report(filter?.page ? 12 : 120),
  )
})

describe('the Visits report', () => {
  it('shows the totals, and each figure opens its detail with the daily series', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/admin/reports']}>
        <VisitsReport period={period} />
      </MemoryRouter>,
    )
    const totals = await screen.findByLabelText('Visits in this period')
    expect(within(totals).getByText('120')).toBeInTheDocument()
    expect(within(totals).getByText('1.3')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Loading form completion' })).toBeInTheDocument()
    expect(screen.getByText('Direct or none')).toBeInTheDocument()
    expect(screen.getByText('fall-flyer (qr / print)')).toBeInTheDocument()

    await user.click(
      screen.getByRole('link', { name: '120 page views, /about, top pages: open its detail' }),
    )
    expect(await screen.findByRole('heading', { name: 'Visits: page /about' })).toBeInTheDocument()
    expect(vi.mocked(getVisitsReport)).toHaveBeenLastCalledWith(period, { page: '/about' })
    expect(screen.getByRole('table', { name: 'Visits by day' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to all visits' }))
    expect(await screen.findByRole('heading', { name: 'Visits' })).toBeInTheDocument()
  })

  it('shows a campaign or referrer that looks like markup as plain text, never as markup', async () => {
    // Counted before the database normalised campaign values, or written into the counters by
    // hand: the report must still show only text.
    const hostile = '<img src=x onerror="window.hacked=1">'
    vi.mocked(getVisitsReport).mockResolvedValueOnce({
      ...report(5),
      referrers: [{ domain: '<b>bold.example</b>', views: 5, visitors: 1 }],
      campaigns: [
        { campaign: hostile, source: '<script>x()</script>', medium: '', views: 5, visitors: 1 },
      ],
    })
    const { container } = render(
      <MemoryRouter>
        <VisitsReport period={period} />
      </MemoryRouter>,
    )
    expect(
      await screen.findByText(`${hostile} (<script>x()</script>)`, { selector: 'th' }),
    ).toBeInTheDocument()
    expect(screen.getByText('<b>bold.example</b>', { selector: 'th' })).toBeInTheDocument()
    expect(container.querySelector('img, script, b')).toBeNull()
  })

  it('says so and offers to try again when the report cannot be loaded', async () => {
    vi.mocked(getVisitsReport).mockRejectedValueOnce(new Error('offline'))
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <VisitsReport period={period} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('The Visits report could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Visits in this period')).toBeInTheDocument()
  })
})

describe('the Visits CSV', () => {
  it('has one row per figure with page views and summed daily visitors', () => {
    const csv = visitsCsv(report(120), period, {})
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe(
      'Section,What,Page views,Visitors (daily unique, summed)'.replace(
        'Visitors (daily unique, summed)',
        '"Visitors (daily unique, summed)"',
      ),
    )
    expect(lines).toContain('Total,2026-11-01 to 2026-11-30,120,40')
    expect(lines).toContain('Pages,/about,120,40')
    expect(lines).toContain('Referrers,Direct or none,120,40')
    expect(lines).toContain('Campaigns,fall-flyer (qr / print),120,40')
    expect(lines).toContain('Phone or desktop,Phone,120,40')
    expect(lines).toContain('Language,Spanish,20,')
  })
})

describe('the Visits report by language', () => {
  it('shows the page views of the pages read in each language', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/reports']}>
        <VisitsReport period={period} />
      </MemoryRouter>,
    )
    const table = await screen.findByRole('table', { name: 'Pages read in each language' })
    expect(
      within(table).getByRole('rowheader', { name: 'Spanish' }).closest('tr'),
    ).toHaveTextContent('Spanish20')
    expect(
      within(table).getByRole('rowheader', { name: 'English' }).closest('tr'),
    ).toHaveTextContent('English100')
    // Visitors are not summed across languages: one visitor may read both.
    expect(within(table).queryByRole('columnheader', { name: 'Visitors' })).not.toBeInTheDocument()
  })
})
