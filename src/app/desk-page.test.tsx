import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signOut } from '@/features/auth/api/sign-out'
import { useSession, type SessionState } from '@/features/auth/hooks/use-session'
import { AuthPage } from '@/features/auth/components/auth-page'
import { DeskPage } from './desk-page'

vi.mock('@/features/auth/hooks/use-session', () => ({ useSession: vi.fn() }))
vi.mock('@/features/auth/api/sign-out', () => ({ signOut: vi.fn(async () => undefined) }))
vi.mock('@/features/admin/api/team-roles', () => ({ getTeamRoles: vi.fn(async () => []) }))
// The gate and the shell have their own tests; here only what happens when the session goes.
vi.mock('@/features/auth/components/two-factor-gate', () => ({
  TwoFactorGate: ({ children }: { children: ReactNode }) => <>{children}</>,
}))
vi.mock('@/features/admin/components/desk-shell', () => ({
  DeskShell: ({ children, onLogout }: { children: ReactNode; onLogout: () => void }) => (
    <div>
      {children}
      <button onClick={onLogout}>Sign out</button>
    </div>
  ),
}))

const signedIn = {
  status: 'ready',
  session: { user: { id: 'member-1', email: 'ada@example.test' } },
} as unknown as SessionState
const signedOut: SessionState = { status: 'ready', session: null }
const ENDED = /Your session on the desk has ended/

function renderDesk() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route
          path="/admin"
          element={<DeskPage section="submissions">{() => <p>Submissions</p>}</DeskPage>}
        />
        <Route path="/auth" element={<AuthPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => vi.clearAllMocks())

describe('a desk session that ends', () => {
  it('without the member signing out (removed, or signed out everywhere) is explained at /auth', async () => {
    vi.mocked(useSession).mockReturnValue(signedIn)
    const view = renderDesk()
    expect(screen.getByText('Submissions')).toBeInTheDocument()
    vi.mocked(useSession).mockReturnValue(signedOut)
    renderDeskAgain(view)
    expect(await screen.findByRole('status')).toHaveTextContent(ENDED)
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })

  it('by the member signing out says nothing more than the login page', async () => {
    vi.mocked(useSession).mockReturnValue(signedIn)
    // Signing out ends the session before the desk moves on, as supabase-js does.
    vi.mocked(signOut).mockImplementation(async () => {
      vi.mocked(useSession).mockReturnValue(signedOut)
    })
    renderDesk()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledWith('local')
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument()
  })

  it('never shown: a visitor who had no session is sent to /auth without the notice', async () => {
    vi.mocked(useSession).mockReturnValue(signedOut)
    renderDesk()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument()
  })
})

/** The session hook answers anew: the same tree renders again with what it now says. */
function renderDeskAgain(view: ReturnType<typeof renderDesk>) {
  view.rerender(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route
          path="/admin"
          element={<DeskPage section="submissions">{() => <p>Submissions</p>}</DeskPage>}
        />
        <Route path="/auth" element={<AuthPage />} />
      </Routes>
    </MemoryRouter>,
  )
}
