import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { inviteReviewer, listReviewers } from '../api/reviewers'
import { getDeskSettings } from '../api/two-factor-requirement'
import { ReviewersPanel } from './reviewers-panel'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/reviewers', () => ({
  inviteReviewer: vi.fn(),
  listReviewers: vi.fn(),
  removeReviewer: vi.fn(),
  resetReviewerFactors: vi.fn(),
}))
vi.mock('../api/two-factor-requirement', () => ({
  getDeskSettings: vi.fn(),
  setRequireTwoFactor: vi.fn(),
}))

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(listReviewers).mockResolvedValue([])
  vi.mocked(getDeskSettings).mockResolvedValue({ requireTwoFactor: true })
})

describe('ReviewersPanel', () => {
  it('sends the invitation link to the set-password page, where the invited person starts', async () => {
    vi.mocked(inviteReviewer).mockResolvedValue('invited')
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.type(await screen.findByLabelText('Reviewer’s e-mail address'), 'new@example.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(inviteReviewer).toHaveBeenCalledWith(
      'new@example.test',
      `${window.location.origin}/auth/reset-password`,
    )
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invitation sent' }))
    expect(screen.getByLabelText('Reviewer’s e-mail address')).toHaveValue('')
  })

  it('keeps the address in the field when the invitation fails', async () => {
    vi.mocked(inviteReviewer).mockRejectedValue(new Error('The invitation could not be sent.'))
    const user = userEvent.setup()
    render(<ReviewersPanel />)
    await user.type(await screen.findByLabelText('Reviewer’s e-mail address'), 'new@example.test')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))

    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Invitation not sent', variant: 'destructive' }),
    )
    expect(screen.getByLabelText('Reviewer’s e-mail address')).toHaveValue('new@example.test')
  })
})
