import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { getDeskSettings } from '@/lib/desk-settings'
import {
  enrolTotp,
  getAssuranceLevel,
  verifiedTotpFactorId,
  verifyTotpCode,
} from '../api/two-factor'
import { TwoFactorGate } from './two-factor-gate'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('@/lib/desk-settings', () => ({ getDeskSettings: vi.fn() }))
vi.mock('../api/two-factor', () => ({
  enrolTotp: vi.fn(),
  getAssuranceLevel: vi.fn(),
  verifiedTotpFactorId: vi.fn(),
  verifyTotpCode: vi.fn(),
}))

const reviewer = () => Promise.resolve(true)

function renderGate(checkReviewer = reviewer) {
  render(
    <TwoFactorGate checkReviewer={checkReviewer}>
      <p>The desk</p>
    </TwoFactorGate>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getDeskSettings).mockResolvedValue({ requireTwoFactor: true })
})

describe('TwoFactorGate', () => {
  it('opens at once for a two-factor (aal2) session', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal2', next: 'aal2' })
    renderGate()
    expect(await screen.findByText('The desk')).toBeInTheDocument()
  })

  it('asks a reviewer with an app for the code, refuses a malformed one, and opens after a good one', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValueOnce({ current: 'aal1', next: 'aal2' })
    vi.mocked(verifiedTotpFactorId).mockResolvedValue('factor-1')
    const user = renderGate()
    const code = await screen.findByLabelText('Code')
    expect(screen.queryByText('The desk')).toBeNull()

    await user.type(code, '12a')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument()
    expect(verifyTotpCode).not.toHaveBeenCalled()

    vi.mocked(verifyTotpCode).mockResolvedValue({ error: null })
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal2', next: 'aal2' })
    await user.clear(code)
    await user.type(code, '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('The desk')).toBeInTheDocument()
    expect(verifyTotpCode).toHaveBeenCalledWith('factor-1', '123456')
  })

  it('says beside the code field that a wrong code did not match, keeps it and focuses it', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal1', next: 'aal2' })
    vi.mocked(verifiedTotpFactorId).mockResolvedValue('factor-1')
    vi.mocked(verifyTotpCode).mockResolvedValue({ error: { message: 'Invalid TOTP code entered' } })
    const user = renderGate()
    await user.type(await screen.findByLabelText('Code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const code = screen.getByLabelText('Code')
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'))
    expect(code).toHaveAccessibleDescription(/That code did not match\. Enter the code your/)
    expect(code).toHaveFocus()
    expect(code).toHaveValue('000000')
    expect(toast).not.toHaveBeenCalled()
  })

  it('takes a reviewer without an app through enrolment: QR code, the secret as text, a code', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal1', next: 'aal1' })
    vi.mocked(enrolTotp).mockResolvedValue({
      enrolment: {
        factorId: 'factor-2',
        qrCode: 'data:image/svg+xml;utf-8,<svg></svg>',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      },
      error: null,
    })
    renderGate()
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add this account to your authenticator app',
      }),
    ).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg></svg>')
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toBeInTheDocument()
    expect(screen.queryByText('The desk')).toBeNull()
  })

  it('lets a reviewer without an app in when the desk does not require two-factor', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal1', next: 'aal1' })
    vi.mocked(getDeskSettings).mockResolvedValue({ requireTwoFactor: false })
    renderGate()
    expect(await screen.findByText('The desk')).toBeInTheDocument()
    expect(enrolTotp).not.toHaveBeenCalled()
  })

  it('passes a non-reviewer straight on (the desk turns them away), asking for nothing', async () => {
    vi.mocked(getAssuranceLevel).mockResolvedValue({ current: 'aal1', next: 'aal1' })
    renderGate(() => Promise.resolve(false))
    expect(await screen.findByText('The desk')).toBeInTheDocument()
    expect(getDeskSettings).not.toHaveBeenCalled()
    expect(enrolTotp).not.toHaveBeenCalled()
  })
})
