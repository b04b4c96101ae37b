import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { getApplicationCounts } from '../api/count-applications'
import { exportCsv } from '../api/export-csv'
import { getApplicationOverview } from '../api/get-application-overview'
import { getRecordTimeline } from '../api/get-record-timeline'
import { markRead } from '../api/mark-read'
import { addNote } from '../api/save-note'
import type * as SaveNoteModule from '../api/save-note'
import { setStatuses } from '../api/set-statuses'
import { updateApplicationStatus } from '../api/update-application-status'
import { updateContactStatus } from '../api/update-contact-status'
import type { CoachApplication, ContactSubmission } from '../types'
import { AdminDashboard } from './admin-dashboard'
import {
  makeStoredCoachApplication,
  makeStoredContactSubmission,
} from '../../../../tests/support/factories'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/count-applications', () => ({ getApplicationCounts: vi.fn() }))
vi.mock('../api/get-application-overview', () => ({
  OVERVIEW_WEEKS: 12,
  getApplicationOverview: vi.fn(),
}))
const { listApplications, listContactSubmissions, listAllianceRegistrations } = vi.hoisted(() => ({
  listApplications: vi.fn(),
  listContactSubmissions: vi.fn(),
  listAllianceRegistrations: vi.fn(),
}))
// One mock per tab, so each test states what each list returns.
vi.mock('../api/list-submissions', () => ({
  listSubmissions: (kind: string, request: unknown) =>
    kind === 'applications'
      ? listApplications(request)
      : kind === 'contacts'
        ? listContactSubmissions(request)
        : listAllianceRegistrations(request),
}))
vi.mock('../api/get-record-timeline', () => ({ getRecordTimeline: vi.fn() }))
vi.mock('../api/list-answers', () => ({ listAnswers: vi.fn(() => Promise.resolve([])) }))
vi.mock('../api/desk-replies', () => ({
  listReplies: vi.fn(() => Promise.resolve([])),
  getReviewerName: vi.fn(() => Promise.resolve('Reviewer')),
}))
vi.mock('../api/saved-replies', () => ({ listSavedReplies: vi.fn(() => Promise.resolve([])) }))
vi.mock('../api/notification-routes', () => ({
  listNotificationRoutes: vi.fn(() => Promise.resolve([])),
}))
vi.mock('../api/count-unread', () => ({
  countUnread: vi.fn(() => Promise.resolve({ applications: 1, contacts: 0, alliance: 0 })),
}))
vi.mock('../api/save-note', async (original) => ({
  ...(await original<typeof SaveNoteModule>()),
  addNote: vi.fn(),
}))
vi.mock('../api/mark-read', () => ({ markRead: vi.fn(), markUnread: vi.fn() }))
vi.mock('../api/get-submission', () => ({ getSubmission: vi.fn() }))
vi.mock('../api/get-neighbour', () => ({ getNeighbour: vi.fn() }))
vi.mock('../api/list-related-submissions', () => ({
  listRelatedSubmissions: vi.fn(() => Promise.resolve([])),
}))
vi.mock('../api/touch-record-presence', () => ({
  touchRecordPresence: vi.fn(() => Promise.resolve({ assignee: null, others: [] })),
}))
vi.mock('../api/leave-record-presence', () => ({
  leaveRecordPresence: vi.fn(() => Promise.resolve()),
}))
vi.mock('../api/set-record-assignment', () => ({ setRecordAssignment: vi.fn() }))
vi.mock('../api/set-statuses', () => ({ setStatuses: vi.fn() }))
vi.mock('../api/list-matching-ids', () => ({ listMatchingIds: vi.fn() }))
vi.mock('../api/update-application-status', () => ({ updateApplicationStatus: vi.fn() }))
vi.mock('../api/update-contact-status', () => ({ updateContactStatus: vi.fn() }))
vi.mock('../api/update-alliance-status', () => ({ updateAllianceStatus: vi.fn() }))
vi.mock('../api/export-csv', () => ({ exportCsv: vi.fn() }))
// Mail health and reports have their own tests; here they never answer.
vi.mock('../api/get-desk-report', () => ({
  getDeskReport: vi.fn(() => new Promise(() => {})),
}))
vi.mock('../api/get-mail-health', () => ({
  getMailHealth: vi.fn(() => new Promise(() => {})),
}))

const XSS_IMG = '<img src=x onerror="window.__xss=1">'
const XSS_SCRIPT = '<script>window.__xss=1</script>'

/** The application and message on screen, with the ids and times the assertions name. */
function makeApplication(overrides: Partial<CoachApplication> = {}): CoachApplication {
  return makeStoredCoachApplication({
    id: 'app-1',
    created_at: '2025-10-08T03:30:00Z',
    ...overrides,
  })
}

function makeContact(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return makeStoredContactSubmission({
    id: 'contact-1',
    created_at: '2025-10-09T16:00:00Z',
    ...overrides,
  })
}

const counts = { total: 10, pending: 4, approved: 3, interview: 2 }

beforeAll(() => {
  // Radix Select measures and captures the pointer; jsdom implements neither.
  Element.prototype.scrollIntoView ??= vi.fn()
  Element.prototype.hasPointerCapture ??= vi.fn(() => false)
  Element.prototype.releasePointerCapture ??= vi.fn()
})

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getApplicationCounts).mockResolvedValue(counts)
  vi.mocked(getApplicationOverview).mockResolvedValue({
    perWeek: [
      { week_start: '2025-10-06', applications: 3 },
      { week_start: '2025-10-13', applications: 5 },
    ],
    perRegion: [
      { region: 'northern', applications: 4, approved: 1 },
      { region: 'central', applications: 0, approved: 0 },
    ],
  })
  vi.mocked(getRecordTimeline).mockResolvedValue([])
  vi.mocked(markRead).mockResolvedValue()
  vi.mocked(listApplications).mockResolvedValue({ rows: [makeApplication()], total: 1 })
  vi.mocked(listContactSubmissions).mockResolvedValue({ rows: [makeContact()], total: 1 })
  vi.mocked(listAllianceRegistrations).mockResolvedValue({ rows: [], total: 0 })
})

/** The query string the dashboard is showing, written where the tests can read it. */
function LocationProbe() {
  const { search } = useLocation()
  return <output data-testid="location">{search}</output>
}
const currentSearch = () => screen.getByTestId('location').textContent

function renderDashboard(
  overrides: Partial<Parameters<typeof AdminDashboard>[0]> = {},
  url = '/admin',
) {
  const props = { userId: 'admin-1', ...overrides }
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminDashboard {...props} />
      <LocationProbe />
    </MemoryRouter>,
  )
  return { user: userEvent.setup(), props }
}

function section(name: RegExp | string) {
  return screen.getByRole('region', { name })
}

describe('the dashboard', () => {
  it('shows the four counters', async () => {
    renderDashboard()
    const counters = await screen.findByRole('region', { name: 'Application counts' })
    await waitFor(() => expect(within(counters).getByText('10')).toBeInTheDocument())
    for (const [label, value] of [
      ['Total applications', '10'],
      ['Pending', '4'],
      ['Approved', '3'],
      ['Interview', '2'],
    ] as const) {
      const term = within(counters).getByText(label)
      expect(term.nextElementSibling).toHaveTextContent(value)
    }
  })

  it('shows loading skeletons with an accessible label, then the rows', async () => {
    let resolve!: (page: { rows: CoachApplication[]; total: number }) => void
    vi.mocked(listApplications).mockReturnValue(new Promise((r) => (resolve = r)))
    renderDashboard()
    expect(await screen.findByRole('status', { name: 'Loading applications' })).toBeInTheDocument()
    resolve({ rows: [makeApplication()], total: 1 })
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading applications' })).not.toBeInTheDocument()
  })

  it('shows the empty states of the spec', async () => {
    vi.mocked(listApplications).mockResolvedValue({ rows: [], total: 0 })
    vi.mocked(listContactSubmissions).mockResolvedValue({ rows: [], total: 0 })
    const { user } = renderDashboard()
    expect(await screen.findByText('No applications yet')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: /Contact submissions/ }))
    expect(await screen.findByText('No contact submissions yet')).toBeInTheDocument()
  })

  it("toasts 'Failed to load applications' when the list cannot load", async () => {
    vi.mocked(listApplications).mockRejectedValue(new Error('boom'))
    renderDashboard()
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to load applications' }),
      ),
    )
  })

  it('colours application badges: approved green, rejected red, interview blue, else yellow', async () => {
    vi.mocked(listApplications).mockResolvedValue({
      rows: [
        makeApplication({ id: 'a', first_name: 'A', status: 'approved' }),
        makeApplication({ id: 'b', first_name: 'B', status: 'rejected' }),
        makeApplication({ id: 'c', first_name: 'C', status: 'interview' }),
        makeApplication({ id: 'd', first_name: 'D', status: 'pending' }),
      ],
      total: 4,
    })
    renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    const tone = (name: string) =>
      within(table).getByText(name, { selector: '[data-slot="badge"]' }).getAttribute('data-tone')
    expect(tone('Approved')).toBe('success')
    expect(tone('Rejected')).toBe('destructive')
    expect(tone('Interview')).toBe('info')
    expect(tone('Pending')).toBe('warning')
  })

  it('shows dates in Mountain Time', async () => {
    renderDashboard()
    // 03:30 UTC on Oct 8 is the evening of Oct 7 in Boise.
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    expect(within(table).getByText('Oct 7, 2025')).toBeInTheDocument()
  })

  it('renders HTML typed into a submission as text, in the tables and the detail view', async () => {
    vi.mocked(listApplications).mockResolvedValue({
      rows: [
        makeApplication({ first_name: XSS_IMG, organization: XSS_SCRIPT, motivation: XSS_IMG }),
      ],
      total: 1,
    })
    vi.mocked(listContactSubmissions).mockResolvedValue({
      rows: [makeContact({ message: XSS_SCRIPT, organization_name: XSS_IMG })],
      total: 1,
    })
    const { user } = renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    expect(within(table).getByText(XSS_SCRIPT)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: /Contact submissions/ }))
    expect(await screen.findByText(XSS_SCRIPT, { selector: 'p' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: /Coach applications/ }))
    const appTable = await screen.findByRole('table', { name: /Coach Applications/ })
    await user.click(within(appTable).getByRole('button', { name: /view details/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText(XSS_IMG).length).toBeGreaterThan(0)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelector('main script, [role="dialog"] script, table script')).toBeNull()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
  })

  it('opens the whole record with its status history', async () => {
    vi.mocked(getRecordTimeline).mockResolvedValue([
      {
        type: 'status',
        id: 'h1',
        oldStatus: 'pending',
        newStatus: 'interview',
        authorId: 'admin-2',
        authorEmail: 'other-reviewer@example.com',
        at: '2025-10-10T18:00:00Z',
      },
    ])
    const { user } = renderDashboard()
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' })
    for (const text of [
      'I want to help teachers in rural Idaho use AI tools with confidence.',
      'Ten years teaching algebra and running the robotics club after school.',
      'Boise',
      'Southwestern Idaho',
      '208-555-0100',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(
      await within(dialog).findByText(/Pending → Interview by other-reviewer@example.com/),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Oct 10, 2025, 12:00 PM MDT')).toBeInTheDocument()
    expect(getRecordTimeline).toHaveBeenCalledWith('applications', 'app-1')
    await user.click(within(dialog).getByRole('button', { name: 'Close details' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('changing a status', () => {
  async function choose(
    user: ReturnType<typeof userEvent.setup>,
    select: HTMLElement,
    option: string,
  ) {
    await user.selectOptions(select, option)
  }

  it('saves it, updates the badge, reloads list and counters, and confirms', async () => {
    vi.mocked(updateApplicationStatus).mockResolvedValue()
    const { user } = renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    await waitFor(() => expect(getApplicationCounts).toHaveBeenCalledTimes(1))
    const listCalls = vi.mocked(listApplications).mock.calls.length
    vi.mocked(getApplicationCounts).mockResolvedValue({ ...counts, pending: 3, approved: 4 })
    // The reload stays under way, so the badge below can only come from the saved change.
    vi.mocked(listApplications).mockReturnValue(new Promise(() => {}))

    await choose(
      user,
      within(table).getByRole('combobox', { name: /Change status of Ada Lovelace/ }),
      'Approved',
    )

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Application status updated' }),
      ),
    )
    expect(updateApplicationStatus).toHaveBeenCalledWith('app-1', 'approved')
    expect(
      within(table).getByText('Approved', { selector: '[data-slot="badge"]' }),
    ).toHaveAttribute('data-tone', 'success')
    await waitFor(() => expect(getApplicationCounts).toHaveBeenCalledTimes(2))
    expect(vi.mocked(listApplications).mock.calls.length).toBeGreaterThan(listCalls)
    const counters = screen.getByRole('region', { name: 'Application counts' })
    await waitFor(() =>
      expect(within(counters).getByText('Approved').nextElementSibling).toHaveTextContent('4'),
    )
  })

  it("toasts 'Failed to update status' and keeps the old badge when saving fails", async () => {
    vi.mocked(updateApplicationStatus).mockRejectedValue(new Error('denied'))
    const { user } = renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    await choose(
      user,
      within(table).getByRole('combobox', { name: /Change status of Ada Lovelace/ }),
      'Rejected',
    )
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to update status' }),
      ),
    )
    expect(
      within(table).getByText('Pending', { selector: '[data-slot="badge"]' }),
    ).toBeInTheDocument()
  })

  it("confirms a contact's new status with 'Contact status updated'", async () => {
    vi.mocked(updateContactStatus).mockResolvedValue()
    const { user } = renderDashboard({}, '/admin?tab=contacts')
    const table = await screen.findByRole('table', { name: /Contact Submissions/ })
    await choose(
      user,
      within(table).getByRole('combobox', { name: /Change status of Grace Hopper/ }),
      'Responded',
    )
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Contact status updated' }),
      ),
    )
    expect(updateContactStatus).toHaveBeenCalledWith('contact-1', 'responded')
  })

  it("toasts 'Failed to update contact status' when that fails", async () => {
    vi.mocked(updateContactStatus).mockRejectedValue(new Error('denied'))
    const { user } = renderDashboard({}, '/admin?tab=contacts')
    const table = await screen.findByRole('table', { name: /Contact Submissions/ })
    await choose(
      user,
      within(table).getByRole('combobox', { name: /Change status of Grace Hopper/ }),
      'Closed',
    )
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to update contact status' }),
      ),
    )
  })
})

const request = (overrides: Record<string, unknown>) => ({
  page: 0,
  status: null,
  search: '',
  unreadOnly: false,
  sort: 'newest',
  ...overrides,
})

describe('filters', () => {
  it('search and status filter go to the server, start again at page 1, and land in the URL', async () => {
    vi.mocked(listApplications).mockResolvedValue({ rows: [makeApplication()], total: 120 })
    const { user } = renderDashboard()
    const region = await waitFor(() => section('Coach Applications'))
    // The pager appears with the first page of rows, which may come after the section itself.
    await user.click(await within(region).findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(listApplications).toHaveBeenLastCalledWith(request({ page: 1 })))
    expect(currentSearch()).toBe('?page=2')
    await user.type(
      within(region).getByRole('searchbox', { name: 'Search by name or email' }),
      'ada',
    )
    await waitFor(() =>
      expect(listApplications).toHaveBeenLastCalledWith(request({ search: 'ada' })),
    )
    await user.click(within(region).getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByRole('option', { name: 'Interview' }))
    await waitFor(() =>
      expect(listApplications).toHaveBeenLastCalledWith(
        request({ status: 'interview', search: 'ada' }),
      ),
    )
    expect(currentSearch()).toBe('?status=interview&q=ada')
  }, 20_000)

  it('the language filter goes to the server, starts again at page 1, and lands in the URL', async () => {
    vi.mocked(listContactSubmissions).mockResolvedValue({ rows: [makeContact()], total: 80 })
    const { user } = renderDashboard({}, '/admin?tab=contacts&page=2')
    const region = await waitFor(() => section('Contact Submissions'))
    await waitFor(() =>
      expect(listContactSubmissions).toHaveBeenLastCalledWith(request({ page: 1 })),
    )
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Language' }), 'Spanish')
    await waitFor(() =>
      expect(listContactSubmissions).toHaveBeenLastCalledWith(request({ language: 'es' })),
    )
    expect(currentSearch()).toBe('?tab=contacts&language=es')
  })

  it('restores tab, filter, search, sort, page and the open record from a shared URL', async () => {
    const grace = makeContact({ id: '0b7c1a52-3f1e-4c8e-9a55-1d2f3e4a5b6c' })
    vi.mocked(listContactSubmissions).mockResolvedValue({ rows: [grace], total: 80 })
    renderDashboard(
      {},
      `/admin?tab=contacts&status=new&q=grace&sort=oldest&unread=1&page=2&open=${grace.id}`,
    )
    await waitFor(() =>
      expect(listContactSubmissions).toHaveBeenLastCalledWith(
        request({ page: 1, status: 'new', search: 'grace', sort: 'oldest', unreadOnly: true }),
      ),
    )
    expect(await screen.findByRole('dialog', { name: 'Grace Hopper' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('grace')
    expect(screen.getByRole('link', { name: /Contact submissions/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(listApplications).not.toHaveBeenCalled()
  })

  it('exports the current filter and search, limited to a date range', async () => {
    vi.mocked(exportCsv).mockResolvedValue({
      fileName: 'coach-applications.csv',
      csv: 'a\r\n',
      rowCount: 1,
    })
    const createObjectURL = vi.fn(() => 'blob:x')
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderDashboard({}, '/admin?status=pending&q=ada')
    const region = await waitFor(() => section('Coach Applications'))
    await user.click(within(region).getByRole('button', { name: 'Export CSV' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' })
    expect(dialog).toHaveTextContent('(status Pending, search “ada”)')
    await user.type(within(dialog).getByLabelText('Submitted from'), '2025-10-01')
    await user.type(within(dialog).getByLabelText('Submitted to'), '2025-10-31')
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(exportCsv).toHaveBeenCalledWith('applications', {
      status: 'pending',
      search: 'ada',
      unreadOnly: false,
      sort: 'newest',
      range: { from: '2025-10-01', to: '2025-10-31' },
    })
    expect(createObjectURL).toHaveBeenCalled()
  })
})

describe('working from the keyboard', () => {
  const rows = ['a', 'b', 'c', 'd'].map((letter, index) =>
    makeApplication({
      id: `app-${letter}`,
      first_name: `Person${letter.toUpperCase()}`,
      last_name: 'Test',
      created_at: `2025-10-0${9 - index}T16:00:00Z`,
    }),
  )

  // Renders the whole desk and three records in turn: several seconds of jsdom on 2 shared cores.
  it('steps to the next and previous record, sets a status by number, and not while typing', async () => {
    vi.mocked(listApplications).mockResolvedValue({ rows, total: 4 })
    vi.mocked(updateApplicationStatus).mockResolvedValue()
    const { user } = renderDashboard({}, '/admin?open=app-b')
    // The dashboard, its counters and the open record all render at once once the role check has
    // passed, which takes jsdom more than the default second on a 2-core machine.
    const dialog = await screen.findByRole('dialog', { name: 'PersonB Test' }, { timeout: 5000 })
    expect(within(dialog).getByRole('heading', { name: 'PersonB Test' })).toHaveFocus()
    expect(within(dialog).getByText('Application 2 of 4')).toBeInTheDocument()

    await user.keyboard('j')
    expect(await screen.findByRole('dialog', { name: 'PersonC Test' })).toBeInTheDocument()
    expect(currentSearch()).toBe('?open=app-c')
    await user.keyboard('k')
    await user.keyboard('k')
    expect(await screen.findByRole('dialog', { name: 'PersonA Test' })).toBeInTheDocument()

    await user.keyboard('2')
    await waitFor(() => expect(updateApplicationStatus).toHaveBeenCalledWith('app-a', 'interview'))

    await user.keyboard('n')
    const noteBox = screen.getByRole('textbox', { name: 'Add a note' })
    expect(noteBox).toHaveFocus()
    await user.keyboard('j3')
    expect(noteBox).toHaveValue('j3')
    expect(screen.getByRole('dialog', { name: 'PersonA Test' })).toBeInTheDocument()
    expect(updateApplicationStatus).toHaveBeenCalledTimes(1)
  }, 15_000)

  it('lists the shortcuts in a help dialog opened with ?', async () => {
    const { user } = renderDashboard()
    await screen.findByRole('table', { name: /Coach Applications/ })
    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const action of [
      'Next record',
      'Previous record',
      'Close the record',
      'Set status to Approved',
    ]) {
      expect(within(help).getByText(action)).toBeInTheDocument()
    }
  })

  it('returns focus to the row of the record that was open when it closes', async () => {
    vi.mocked(listApplications).mockResolvedValue({ rows, total: 4 })
    const { user } = renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    await user.click(within(table).getByRole('button', { name: /PersonB Test/ }))
    const dialog = await screen.findByRole('dialog', { name: 'PersonB Test' })
    await user.click(within(dialog).getByRole('button', { name: 'Next application' }))
    await screen.findByRole('dialog', { name: 'PersonC Test' })
    await user.click(screen.getByRole('button', { name: 'Close details' }))
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: /PersonC Test/ })).toHaveFocus(),
    )
    expect(currentSearch()).toBe('')
  })

  it('selects a range with Shift and confirms how many records change', async () => {
    vi.mocked(listApplications).mockResolvedValue({ rows, total: 4 })
    vi.mocked(setStatuses).mockResolvedValue(3)
    const { user } = renderDashboard()
    const table = await screen.findByRole('table', { name: /Coach Applications/ })
    await user.click(within(table).getByRole('checkbox', { name: /PersonA Test/ }))
    await user.keyboard('{Shift>}')
    await user.click(within(table).getByRole('checkbox', { name: /PersonC Test/ }))
    await user.keyboard('{/Shift}')
    expect(screen.getByText('3 applications selected.')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('New status'), 'Approved')
    await user.click(screen.getByRole('button', { name: 'Change status' }))
    const confirm = await screen.findByRole('dialog', {
      name: 'Change the status of 3 applications?',
    })
    await user.click(
      within(confirm).getByRole('button', { name: 'Set 3 applications to Approved' }),
    )
    await waitFor(() =>
      expect(setStatuses).toHaveBeenCalledWith(
        'applications',
        ['app-a', 'app-b', 'app-c'],
        'approved',
      ),
    )
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Application status updated',
          description: '3 applications set to Approved.',
        }),
      ),
    )
  })
})

describe('notes', () => {
  it('keeps a note being written when Escape is pressed in it', async () => {
    const { user } = renderDashboard({}, '/admin?open=app-1')
    await screen.findByRole('dialog', { name: 'Ada Lovelace' })
    const noteBox = screen.getByRole('textbox', { name: 'Add a note' })
    await user.click(noteBox)
    await user.keyboard('Half a thought{Escape}')
    expect(screen.getByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(noteBox).toHaveValue('Half a thought')
    expect(noteBox).not.toHaveFocus()
  })

  it('says truthfully who reads notes: reviewers and administrators', async () => {
    renderDashboard({}, '/admin?open=app-1')
    await screen.findByRole('dialog', { name: 'Ada Lovelace' })
    const noteBox = screen.getByRole('textbox', { name: 'Add a note' })
    expect(noteBox).toHaveAccessibleDescription(/reviewers and administrators\) can read notes/)
    expect(screen.queryByText(/Only admins can read notes/)).toBeNull()
  })

  it('moves focus out of the note box after Ctrl+Enter adds a note, so the next key is not typed into it', async () => {
    vi.mocked(addNote).mockResolvedValue(undefined as never)
    const { user } = renderDashboard({}, '/admin?open=app-1')
    await screen.findByRole('dialog', { name: 'Ada Lovelace' }, { timeout: 5000 })
    const noteBox = screen.getByRole('textbox', { name: 'Add a note' })
    await user.click(noteBox)
    await user.keyboard('Called her back{Control>}{Enter}{/Control}')
    await waitFor(() => expect(addNote).toHaveBeenCalled())
    await waitFor(() => expect(noteBox).not.toHaveFocus())
    expect(screen.getByRole('heading', { name: 'Notes and history' })).toHaveFocus()
    await user.keyboard('2')
    expect(noteBox).toHaveValue('')
  }, 15_000)
})
