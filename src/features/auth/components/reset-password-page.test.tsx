import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { updatePassword } from '../api/update-password'
import { useSession, type SessionState } from '../hooks/use-session'
import { ResetPasswordPage } from './reset-password-page'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/update-password', () => ({ updatePassword: vi.fn() }))
vi.mock('../hooks/use-session', () => ({ useSession: vi.fn() }))

const recovering = {
  status: 'ready',
  session: { user: { id: 'u1', email: 'reviewer@example.com' } },
} as unknown as SessionState

function renderPage(entry = '/auth/reset-password') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/admin" element={<p>Admin area</p>} />
        <Route path="/auth" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(useSession).mockReturnValue(recovering)
})

describe('ResetPasswordPage', () => {
  it('welcomes an invited person to the Alliance desk instead of speaking of a reset', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ error: null })
    const user = renderPage('/auth/reset-password?invited=1')
    expect(screen.getByRole('heading', { name: 'Welcome to the Alliance desk' })).toBeVisible()
    expect(screen.getByText(/invited to the Idaho AI Alliance’s desk/)).toBeVisible()
    await user.type(screen.getByLabelText('New password'), 'a long passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrase')
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }))
    expect(await screen.findByText('Admin area')).toBeInTheDocument()
  })

  it('tells an invitee whose link expired to ask for a new invitation, not a reset', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'ready', session: null } as never)
    renderPage('/auth/reset-password?invited=1')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation link no longer works: an invitation link works once, for one hour',
    )
    // Words the administrator can act on: where to go and which button to press.
    expect(screen.getByText(/Ask the administrator who invited you/)).toHaveTextContent(
      /under People and roles, they press “Resend invitation” beside your address/,
    )
    expect(screen.queryByText(/reset link/)).toBeNull()
  })

  it('dismisses the "Validation Error" toast once the password is accepted', async () => {
    const dismiss = vi.fn()
    vi.mocked(toast).mockReturnValue({ id: 't', dismiss })
    vi.mocked(updatePassword).mockResolvedValue({ error: null })
    const user = renderPage()
    await user.type(screen.getByLabelText('New password'), '12345')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Validation Error' }))
    expect(dismiss).not.toHaveBeenCalled()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a long passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrase')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(dismiss).toHaveBeenCalled())
  })

  it('states the 12-character rule under the field before anything is typed', () => {
    renderPage()
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /^At least 12 characters\./,
    )
  })

  it('wants the new password twice, the same both times and at least 12 characters', async () => {
    const user = renderPage()
    await user.type(screen.getByLabelText('New password'), '12345678901')
    await user.type(screen.getByLabelText('Confirm new password'), '12345678901')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true')

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a long passphrase')
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrasE')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(updatePassword).not.toHaveBeenCalled()
  })

  it('sets the password and goes to /admin', async () => {
    vi.mocked(updatePassword).mockResolvedValue({ error: null })
    const user = renderPage()
    expect(screen.getByText('Choose a new password for reviewer@example.com.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'a long passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrase')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Admin area')).toBeInTheDocument()
    expect(updatePassword).toHaveBeenCalledWith('a long passphrase')
  })

  it('on a refusal says why and keeps both fields', async () => {
    vi.mocked(updatePassword).mockResolvedValue({
      error: { message: 'New password should be different from the old password.' },
    })
    const user = renderPage()
    await user.type(screen.getByLabelText('New password'), 'a long passphrase')
    await user.type(screen.getByLabelText('Confirm new password'), 'a long passphrase')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Password Not Changed',
          description: 'New password should be different from the old password.',
        }),
      ),
    )
    expect(screen.getByLabelText('New password')).toHaveValue('a long passphrase')
  })

  it('without a session (a used or expired link) says so and links back to the login page', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'ready', session: null })
    const user = renderPage()
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired')
    await user.click(screen.getByRole('link', { name: 'Request a new link from the login page' }))
    expect(screen.getByText('Login page')).toBeInTheDocument()
  })
})
