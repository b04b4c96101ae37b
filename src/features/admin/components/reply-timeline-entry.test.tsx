import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { retryReply, type DeskReply } from '../api/desk-replies'
import { formatDateTime } from '../lib/format'
import { ReplyTimelineEntry } from './reply-timeline-entry'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/list-answers', () => ({ listAnswers: vi.fn(() => Promise.resolve([])) }))
vi.mock('../api/desk-replies', () => ({ retryReply: vi.fn() }))

function reply(overrides: Partial<DeskReply> = {}): DeskReply {
  return {
    id: 'r1',
    recordKind: 'contact_submission',
    recordId: 'x',
    authorId: 'u1',
    authorEmail: 'dorothy@example.org',
    recipient: 'grace@example.org',
    reference: 'CT-7KX2QM',
    body: 'Hello <b>Grace</b>,\nsee you.',
    state: 'pending',
    attempts: 0,
    lastError: null,
    sentAt: null,
    createdAt: '2026-11-23T13:00:00Z',
    ...overrides,
  }
}

function renderEntry(value: DeskReply, onChanged = vi.fn()) {
  render(
    <ol>
      <ReplyTimelineEntry reply={value} onChanged={onChanged} />
    </ol>,
  )
  return onChanged
}

describe('ReplyTimelineEntry', () => {
  it('shows the author, the recipient, the text as typed and a sent time', () => {
    const sentAt = '2026-11-23T13:00:05Z'
    renderEntry(reply({ state: 'sent', sentAt, attempts: 1 }))
    expect(screen.getByText(/reply by dorothy@example.org to grace@example.org/)).toBeVisible()
    expect(screen.getByText(/Hello <b>Grace<\/b>/)).toBeVisible()
    expect(screen.getByText(`E-mail: Sent ${formatDateTime(sentAt)}`)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try sending again' })).toBeNull()
  })

  it('shows a pending reply’s failed attempt with its error, and retries it', async () => {
    const user = userEvent.setup()
    vi.mocked(retryReply).mockResolvedValue(reply())
    const onChanged = renderEntry(
      reply({ attempts: 1, lastError: 'sending with smtp failed: 421 not accepting' }),
    )
    expect(
      screen.getByText(
        'E-mail: Pending (attempt 1 failed: sending with smtp failed: 421 not accepting; retrying)',
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try sending again' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(retryReply).toHaveBeenCalledWith('r1')
  })

  it('shows a failed reply with its reason', () => {
    renderEntry(reply({ state: 'failed', attempts: 9, lastError: 'mailbox unavailable' }))
    expect(screen.getByText('E-mail: Failed: mailbox unavailable')).toBeVisible()
  })
})
