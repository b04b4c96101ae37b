import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { signIn } from '../api/sign-in'
import { signOut } from '../api/sign-out'
import { requestPasswordReset } from '../api/request-password-reset'
import { signUp } from '../api/sign-up'
import { useSession, type SessionState } from '../hooks/use-session'
import { AuthPage } from './auth-page'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }))
vi.mock('../api/sign-up', () => ({ signUp: vi.fn() }))
vi.mock('../api/sign-out', () => ({ signOut: vi.fn() }))
vi.mock('../api/request-password-reset', () => ({ requestPasswordReset: vi.fn() }))
vi.mock('../hooks/use-session', () => ({ useSession: vi.fn() }))

const signedOut: SessionState = { status: 'ready', session: null }

function renderAuth() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/admin" element={<p>Admin area</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(useSession).mockReturnValue(signedOut)
})

describe('Login', () => {
  it('shows field messages and a Validation Error toast with the first message', async () => {
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.click(within(login).getByRole('button', { name: 'Login' }))

    expect(await within(login).findByText('Invalid email address')).toBeInTheDocument()
    expect(within(login).getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(within(login).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Validation Error', description: 'Invalid email address' }),
    )
    expect(signIn).not.toHaveBeenCalled()
  })

  it("reads 'Logging in...' while busy, then shows the server's message as 'Login Failed'", async () => {
    const pending = deferred<{ error: { message: string } | null }>()
    vi.mocked(signIn).mockReturnValue(pending.promise)
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.type(within(login).getByLabelText('Email'), '  reviewer@example.com ')
    await user.type(within(login).getByLabelText('Password'), 'wrong-password')
    await user.click(within(login).getByRole('button', { name: 'Login' }))

    const busy = await within(login).findByRole('button', { name: 'Logging in...' })
    expect(busy).toBeDisabled()
    expect(signIn).toHaveBeenCalledWith({
      email: 'reviewer@example.com',
      password: 'wrong-password',
    })

    pending.resolve({ error: { message: 'Invalid login credentials' } })
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Login Failed',
          description: 'Invalid login credentials',
        }),
      ),
    )
    expect(within(login).getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it("falls back to 'Invalid email or password' when the server gives no message", async () => {
    vi.mocked(signIn).mockResolvedValue({ error: { message: '' } })
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.type(within(login).getByLabelText('Email'), 'reviewer@example.com')
    await user.type(within(login).getByLabelText('Password'), 'wrong-password')
    await user.click(within(login).getByRole('button', { name: 'Login' }))

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Login Failed',
          description: 'Invalid email or password',
        }),
      ),
    )
  })

  it("says 'Logged in successfully' after a good sign-in", async () => {
    vi.mocked(signIn).mockResolvedValue({ error: null })
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.type(within(login).getByLabelText('Email'), 'reviewer@example.com')
    await user.type(within(login).getByLabelText('Password'), 'right-password')
    await user.click(within(login).getByRole('button', { name: 'Login' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Success', description: 'Logged in successfully' }),
      ),
    )
  })
})

describe('Sign Up', () => {
  async function openSignUp() {
    const user = renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    return { user, panel: screen.getByRole('tabpanel', { name: 'Sign Up' }) }
  }

  it('requires first and last name, a valid e-mail and a 6-character password', async () => {
    const { user, panel } = await openSignUp()
    await user.type(within(panel).getByLabelText('Password'), '12345')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))

    expect(await within(panel).findByText('First name is required')).toBeInTheDocument()
    expect(within(panel).getByText('Last name is required')).toBeInTheDocument()
    expect(within(panel).getByText('Invalid email address')).toBeInTheDocument()
    expect(within(panel).getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Validation Error', description: 'First name is required' }),
    )
    expect(signUp).not.toHaveBeenCalled()
  })

  it("reads 'Creating account...' while busy, then confirms and clears the form", async () => {
    const pending = deferred<{ error: null; signedIn: boolean }>()
    vi.mocked(signUp).mockReturnValue(pending.promise)
    const { user, panel } = await openSignUp()
    await user.type(within(panel).getByLabelText('First Name'), ' Jane ')
    await user.type(within(panel).getByLabelText('Last Name'), 'Doe')
    await user.type(within(panel).getByLabelText('Email'), 'jane@example.com')
    await user.type(within(panel).getByLabelText('Password'), 'secret-pass')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))

    expect(await within(panel).findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    expect(signUp).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'secret-pass',
    })

    pending.resolve({ error: null, signedIn: true })
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Account created successfully! You can now log in.' }),
      ),
    )
    expect(signOut).toHaveBeenCalledWith('local')
    expect(within(panel).getByLabelText('First Name')).toHaveValue('')
    expect(within(panel).getByLabelText('Email')).toHaveValue('')
    // The person is invited to log in: the Login tab is shown with their e-mail filled in.
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    expect(within(login).getByLabelText('Email')).toHaveValue('jane@example.com')
  })

  it("shows the server's message as 'Signup Failed', or 'Could not create account'", async () => {
    vi.mocked(signUp).mockResolvedValueOnce({
      error: { message: 'User already registered' },
      signedIn: false,
    })
    vi.mocked(signUp).mockResolvedValueOnce({ error: { message: '' }, signedIn: false })
    const { user, panel } = await openSignUp()
    await user.type(within(panel).getByLabelText('First Name'), 'Jane')
    await user.type(within(panel).getByLabelText('Last Name'), 'Doe')
    await user.type(within(panel).getByLabelText('Email'), 'jane@example.com')
    await user.type(within(panel).getByLabelText('Password'), 'secret-pass')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Signup Failed', description: 'User already registered' }),
      ),
    )
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Signup Failed',
          description: 'Could not create account',
        }),
      ),
    )
    // Nothing typed is lost after a failure.
    expect(within(panel).getByLabelText('First Name')).toHaveValue('Jane')
  })
})

describe('Sign Up with e-mail confirmation', () => {
  it('without a session, asks the person to confirm their address and never claims they can log in', async () => {
    vi.mocked(signUp).mockResolvedValue({ error: null, signedIn: false })
    const user = renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' })
    await user.type(within(panel).getByLabelText('First Name'), 'Jane')
    await user.type(within(panel).getByLabelText('Last Name'), 'Doe')
    await user.type(within(panel).getByLabelText('Email'), 'jane@example.com')
    await user.type(within(panel).getByLabelText('Password'), 'secret-pass')
    await user.click(within(panel).getByRole('button', { name: 'Sign Up' }))

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Confirm your email address',
          description:
            'We have sent you a link to confirm your address. Open it, then log in. (jane@example.com)',
        }),
      ),
    )
    expect(toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Account created successfully! You can now log in.' }),
    )
    expect(signOut).not.toHaveBeenCalled()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    expect(within(login).getByLabelText('Email')).toHaveValue('jane@example.com')
  })
})

describe('Forgot password?', () => {
  const SENT =
    'If an account exists for that address, we have sent it a link to reset the password. Check your inbox; the link works for one hour.'

  it('carries the typed address over, sends the link and shows the same words for any address', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ error: null })
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.type(within(login).getByLabelText('Email'), 'reviewer@example.com')
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }))
    expect(within(login).getByLabelText('Email')).toHaveValue('reviewer@example.com')
    await user.click(within(login).getByRole('button', { name: 'Send reset link' }))
    expect(await within(login).findByRole('status')).toHaveTextContent(SENT)
    expect(requestPasswordReset).toHaveBeenCalledWith('reviewer@example.com')
  })

  it('checks the address first, and on a failed request says so and keeps it', async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({
      error: { message: 'Request rate limit reached' },
    })
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }))
    await user.click(within(login).getByRole('button', { name: 'Send reset link' }))
    expect(await within(login).findByText('Invalid email address')).toBeInTheDocument()
    expect(requestPasswordReset).not.toHaveBeenCalled()

    await user.type(within(login).getByLabelText('Email'), 'reviewer@example.com')
    await user.click(within(login).getByRole('button', { name: 'Send reset link' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Request Failed',
          description: 'Request rate limit reached',
        }),
      ),
    )
    expect(within(login).queryByRole('status')).toBeNull()
    expect(within(login).getByLabelText('Email')).toHaveValue('reviewer@example.com')
  })

  it('goes back to the login form', async () => {
    const user = renderAuth()
    const login = screen.getByRole('tabpanel', { name: 'Login' })
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }))
    await user.click(within(login).getByRole('button', { name: 'Back to login' }))
    expect(within(login).getByRole('button', { name: 'Login' })).toBeInTheDocument()
  })
})

describe('tabs', () => {
  it('move with the arrow keys, as the WAI-ARIA tabs pattern says', async () => {
    const user = renderAuth()
    await user.click(screen.getByRole('tab', { name: 'Login' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus()
  })
})

describe('an existing session', () => {
  it('goes straight to /admin', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'ready',
      session: { user: { id: 'u1' } } as unknown as NonNullable<SessionState['session']>,
    })
    renderAuth()
    expect(screen.getByText('Admin area')).toBeInTheDocument()
  })
})
