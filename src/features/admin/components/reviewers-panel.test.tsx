import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { inviteReviewer, listReviewers } from '../api/reviewers'
import { readDeskSettings } from '@/lib/desk-settings'
import { ReviewersPanel } from './reviewers-panel'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/reviewers', () => ({
  inviteReviewer: vi.fn(),
  listReviewers: vi.fn(),
  removeReviewer: vi.fn(),
  resetReviewerFactors: vi.fn(),
  withdrawInvitation: vi.fn(),
  setMemberRoles: vi.fn(),
}))
vi.mock('../api/two-factor-requirement', () => ({ setRequireTwoFactor: vi.fn() }))
vi.mock('@/lib/desk-settings', () => ({ readDeskSettings: vi.fn() }))

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(listReviewers).mockResolvedValue([])
  vi.mocked(readDeskSettings).mockResolvedValue({ requireTwoFactor: true })
})

describe('ReviewersPanel', () => {
  it('sends the invitation link to the set-password page, where the invited person starts', async () => {
    vi.mocked(inviteReviewer).mockResolvedValue('invited')
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.type(await screen.findByLabelText('E-mail address'), 'new@example.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(inviteReviewer).toHaveBeenCalledWith({
      email: 'new@example.test',
      role: 'reviewer',
      displayName: undefined,
      redirectTo: `${window.location.origin}/auth/reset-password?invited=1`,
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invitation sent' }))
    expect(screen.getByLabelText('E-mail address')).toHaveValue('')
  })

  it('invites with the role and name the administrator chose', async () => {
    vi.mocked(inviteReviewer).mockResolvedValue('invited')
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.type(await screen.findByLabelText('E-mail address'), 'editor@example.test')
    await user.type(screen.getByLabelText('Name (optional)'), 'Edna Editor')
    await user.selectOptions(screen.getByLabelText('Role'), 'editor')
    expect(screen.getByText(/Editor: edits and publishes the site/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(inviteReviewer).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'editor@example.test',
        role: 'editor',
        displayName: 'Edna Editor',
      }),
    )
  })

  it('offers to resend or withdraw an invitation not yet accepted, and no removal', async () => {
    vi.mocked(listReviewers).mockResolvedValue([
      {
        userId: 'u1',
        email: 'pending@example.test',
        displayName: null,
        roles: ['reviewer'],
        invitationId: 'i1',
        invitationExpiresAt: '2026-12-01T10:00:00Z',
        invitedAt: '2026-11-24T10:00:00Z',
        accepted: false,
        lastSignInAt: null,
        twoFactor: false,
        isSelf: false,
      },
    ])
    vi.mocked(inviteReviewer).mockResolvedValue('invited')
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.click(
      await screen.findByRole('button', { name: 'Resend invitation to pending@example.test' }),
    )
    expect(inviteReviewer).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'pending@example.test', role: 'reviewer' }),
    )
    expect(
      screen.getByRole('button', { name: 'Withdraw invitation of pending@example.test' }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Remove pending@example.test' })).toBeNull()
  })

  it('keeps the address in the field when the invitation fails', async () => {
    vi.mocked(inviteReviewer).mockRejectedValue(new Error('The invitation could not be sent.'))
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.type(await screen.findByLabelText('E-mail address'), 'new@example.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invitation not sent', variant: 'destructive' }),
    )
    expect(screen.getByLabelText('E-mail address')).toHaveValue('new@example.test')
  })
})
