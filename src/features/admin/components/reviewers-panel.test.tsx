import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { inviteReviewer, listReviewers, type Reviewer } from '../api/reviewers'
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

const MEMBER: Reviewer = {
  userId: 'u2',
  email: 'member@example.test',
  displayName: 'Mel Member',
  roles: ['reviewer'],
  invitationId: null,
  invitationExpiresAt: null,
  invitedAt: null,
  accepted: true,
  lastSignInAt: '2026-11-24T10:00:00Z',
  twoFactor: true,
  isSelf: false,
}

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

  it('shows the link’s real validity, one hour, and offers a new link once it has expired', async () => {
    const sent = Date.now() - 10 * 60_000
    vi.mocked(listReviewers).mockResolvedValue([
      {
        ...MEMBER,
        userId: 'u2',
        displayName: null,
        email: 'fresh@example.test',
        invitationId: 'i2',
        invitationExpiresAt: new Date(sent + 3_600_000).toISOString(),
        accepted: false,
        lastSignInAt: null,
      },
      {
        ...MEMBER,
        userId: 'u3',
        displayName: null,
        email: 'late@example.test',
        invitationId: 'i3',
        invitationExpiresAt: new Date(Date.now() - 60_000).toISOString(),
        accepted: false,
        lastSignInAt: null,
      },
    ])
    render(<ReviewersPanel />)
    const fresh = await screen.findByRole('row', { name: /fresh@example\.test/ })
    expect(fresh).toHaveTextContent(/link works until .* \(one hour after it was sent\)/)
    const late = screen.getByRole('row', { name: /late@example\.test/ })
    expect(late).toHaveTextContent(/link expired .*: resend the invitation to send a new one/)
  })

  it('offers a new link to someone who opened the invitation but chose no password', async () => {
    vi.mocked(listReviewers).mockResolvedValue([
      {
        ...MEMBER,
        userId: 'u4',
        displayName: null,
        email: 'opened@example.test',
        invitationId: 'i4',
        invitationExpiresAt: new Date(Date.now() - 60_000).toISOString(),
        accepted: false,
        lastSignInAt: new Date(Date.now() - 3_700_000).toISOString(),
      },
    ])
    render(<ReviewersPanel />)
    expect(
      await screen.findByRole('button', { name: 'Resend invitation to opened@example.test' }),
    ).toBeVisible()
    expect(screen.getByText(/opened the link but has not chosen a password yet/)).toBeVisible()
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
