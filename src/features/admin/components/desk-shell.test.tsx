import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getTeamRoles, type TeamRole } from '../api/team-roles'
import type * as TeamRolesModule from '../api/team-roles'
import type { DeskSection } from '../lib/desk-sections'
import { DeskShell } from './desk-shell'

vi.mock('../api/team-roles', async (original) => ({
  ...(await original<typeof TeamRolesModule>()),
  getTeamRoles: vi.fn(),
}))
vi.mock('../api/team-profiles', () => ({
  getMyDisplayName: vi.fn(() => Promise.resolve('Pat Reviewer')),
  setDisplayName: vi.fn(),
}))

beforeEach(() => vi.mocked(getTeamRoles).mockReset())

function renderShell(roles: TeamRole[], section: DeskSection, url: string) {
  vi.mocked(getTeamRoles).mockResolvedValue(roles)
  const onLogout = vi.fn()
  const shell = (
    <DeskShell section={section} userId="member-1" email="member@example.com" onLogout={onLogout}>
      <p>The section itself</p>
    </DeskShell>
  )
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={url} element={shell} />
        <Route path="/admin" element={<p>Submissions page</p>} />
        <Route path="/admin/site" element={<p>Site page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return { user: userEvent.setup(), onLogout }
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Desk sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the desk navigation', () => {
  it('lists every section for an administrator who also edits, the current one marked', async () => {
    renderShell(['admin', 'editor'], 'people', '/admin/people')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'People and roles' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(navLinks()).toEqual([
      'Submissions',
      'Reports',
      'Site',
      'Updates',
      'People and roles',
      'Settings',
    ])
    expect(screen.getByRole('link', { name: 'People and roles' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'Submissions' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('The section itself')).toBeVisible()
  }, 15_000)

  it('gives a reviewer the submissions and reports only', async () => {
    renderShell(['reviewer'], 'submissions', '/admin/sub')
    await screen.findByText('The section itself')
    expect(navLinks()).toEqual(['Submissions', 'Reports'])
  })

  it('gives an editor Site and Updates only', async () => {
    renderShell(['editor'], 'site', '/admin/site-test')
    await screen.findByText('The section itself')
    expect(navLinks()).toEqual(['Site', 'Updates'])
  })
})

describe('a section that is not the member’s', () => {
  it('takes an editor who opens the submissions to Site, with no word of admin privileges', async () => {
    renderShell(['editor'], 'submissions', '/admin/elsewhere')
    expect(await screen.findByText('Site page')).toBeVisible()
    expect(screen.queryByText(/admin privileges/)).not.toBeInTheDocument()
    expect(screen.queryByText('The section itself')).not.toBeInTheDocument()
  })

  it('takes a reviewer who opens People and roles to the submissions', async () => {
    renderShell(['reviewer'], 'people', '/admin/people')
    expect(await screen.findByText('Submissions page')).toBeVisible()
  })

  it('tells the member on their own section whose section it was and whom to ask', async () => {
    vi.mocked(getTeamRoles).mockResolvedValue(['editor'])
    const shellOf = (section: DeskSection) => (
      <DeskShell section={section} userId="member-1" email="member@example.com" onLogout={vi.fn()}>
        <p>{`The ${section} section itself`}</p>
      </DeskShell>
    )
    render(
      <MemoryRouter initialEntries={['/admin/reports']}>
        <Routes>
          <Route path="/admin/reports" element={shellOf('reports')} />
          <Route path="/admin/site" element={shellOf('site')} />
        </Routes>
      </MemoryRouter>,
    )
    expect(await screen.findByText('The site section itself')).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Reports is for administrators and reviewers, so you were brought to Site\. Ask an administrator if you need it\.$/,
    )
    // Moving on within the desk leaves the sentence behind.
    await userEvent.setup().click(screen.getByRole('link', { name: 'Site' }))
    expect(screen.queryByText(/Reports is for/)).not.toBeInTheDocument()
  })

  it('shows no such sentence on a section opened directly', async () => {
    renderShell(['editor'], 'site', '/admin/site-direct')
    await screen.findByText('The section itself')
    expect(screen.queryByText(/is for .*so you were brought/)).not.toBeInTheDocument()
  })
})

describe('no role', () => {
  it('says so on the page, in words, with a way to sign out', async () => {
    const { user, onLogout } = renderShell([], 'submissions', '/admin/x')
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
    expect(screen.getByText(/this account has\s+no role on the Alliance desk/)).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Desk sections' })).not.toBeInTheDocument()
    expect(screen.queryByText('The section itself')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(onLogout).toHaveBeenCalled()
  })

  it('offers a retry, not a verdict, when the roles cannot be read', async () => {
    vi.mocked(getTeamRoles).mockRejectedValueOnce(new Error('offline'))
    const onLogout = vi.fn()
    render(
      <MemoryRouter>
        <DeskShell section="reports" userId="m" email="m@example.com" onLogout={onLogout}>
          <p>The section itself</p>
        </DeskShell>
      </MemoryRouter>,
    )
    vi.mocked(getTeamRoles).mockResolvedValue(['reviewer'])
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The section itself')).toBeVisible()
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument()
  })
})
