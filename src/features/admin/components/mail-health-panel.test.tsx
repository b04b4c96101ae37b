import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { getMailHealth } from '../api/get-mail-health'
import type { MailHealth } from '../api/mail-health-schema'
import { retryDelivery } from '../api/retry-delivery'
import { MAIL_HEALTH_POLL_MS } from '../hooks/use-mail-health'
import { MailHealthPanel } from './mail-health-panel'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/get-mail-health', () => ({ getMailHealth: vi.fn() }))
vi.mock('../api/retry-delivery', () => ({ retryDelivery: vi.fn() }))

const NOW = '2026-11-25T18:30:00Z'
const RECORD_ID = '00000000-0000-4000-8000-000000000001'
const DELIVERY_ID = '00000000-0000-4000-8000-0000000000aa'

function healthy(overrides: Partial<MailHealth> = {}): MailHealth {
  return {
    checked_at: NOW,
    last_sent_at: '2026-11-25T18:29:00Z',
    kinds: [
      { kind: 'notification', pending: 0, failed: 0, oldest_waiting_at: null, last_sent_at: null },
      {
        kind: 'acknowledgement',
        pending: 0,
        failed: 0,
        oldest_waiting_at: null,
        last_sent_at: null,
      },
      { kind: 'reply', pending: 0, failed: 0, oldest_waiting_at: null, last_sent_at: null },
    ],
    failing: [],
    skipped: { total: 0, by_limit: {}, recent: [] },
    ...overrides,
  }
}

function outage(): MailHealth {
  return healthy({
    kinds: [
      {
        kind: 'notification',
        pending: 1,
        failed: 0,
        oldest_waiting_at: '2026-11-25T18:12:00Z',
        last_sent_at: null,
      },
      {
        kind: 'acknowledgement',
        pending: 0,
        failed: 1,
        oldest_waiting_at: null,
        last_sent_at: null,
      },
      { kind: 'reply', pending: 0, failed: 0, oldest_waiting_at: null, last_sent_at: null },
    ],
    failing: [
      {
        kind: 'notification',
        about: null,
        id: DELIVERY_ID,
        record_kind: 'contact_submission',
        record_id: RECORD_ID,
        name: 'Grace Hopper',
        recipient: null,
        state: 'pending',
        attempts: 2,
        last_error: 'Invalid greeting. response=421 Service not available',
        waiting_since: '2026-11-25T18:12:00Z',
        next_attempt_at: '2026-11-25T18:32:00Z',
        why: 'late',
      },
    ],
  })
}

function renderPanel() {
  return render(
    <MemoryRouter>
      <MailHealthPanel />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  vi.mocked(getMailHealth).mockReset()
  vi.mocked(retryDelivery).mockReset()
  vi.mocked(toast).mockReset()
})

describe('MailHealthPanel', () => {
  it('says all is well, with the last send and each kind’s counts', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(healthy())
    renderPanel()
    expect(await screen.findByText('All e-mail is going out.')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/^Last e-mail sent /)).toBeVisible()
    expect(screen.getByText('Replies from the desk').parentElement).toHaveTextContent(
      '0 waiting, 0 failed',
    )
  })

  it('alerts during an outage and lists the failing e-mail in plain words', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(outage())
    renderPanel()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 e-mail has waited over 15 minutes to be sent.',
    )
    const list = screen.getByRole('list', { name: 'E-mails that did not go out' })
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent('Notification to reviewers about Grace Hopper')
    expect(item).toHaveTextContent(
      'The mail service was temporarily unavailable; it will be tried again.',
    )
    expect(within(item).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/?tab=contacts&open=${RECORD_ID}`,
    )
    expect(within(item).getByText('Technical details')).toBeVisible()
    expect(screen.getByText('Notifications to reviewers').parentElement).toHaveTextContent(
      'Oldest waiting for 18 minutes',
    )
  })

  it('never says "over 15 minutes" of an e-mail retried a minute after a refusal', async () => {
    const health = outage()
    vi.mocked(getMailHealth).mockResolvedValue({
      ...health,
      failing: [
        { ...health.failing[0]!, waiting_since: '2026-11-25T18:29:30Z', why: 'retrying' },
        {
          ...health.failing[0]!,
          id: '00000000-0000-4000-8000-0000000000bb',
          state: 'failed',
          why: 'failed',
        },
      ],
    })
    renderPanel()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      '1 e-mail has failed. 1 e-mail could not be sent on the last attempt and will be tried again.',
    )
    expect(alert).not.toHaveTextContent('15 minutes')
  })

  it('counts and names the acknowledgements a limit skipped', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(
      healthy({
        skipped: {
          total: 3,
          by_limit: { network: 1, mailbox: 2 },
          recent: [
            {
              id: '00000000-0000-4000-8000-0000000000cc',
              record_kind: 'contact_submission',
              record_id: RECORD_ID,
              name: 'Grace Hopper',
              recipient: 'grace@example.org',
              limit: 'mailbox',
              reason: '3 e-mails already went to this mailbox in the last hour',
              skipped_at: '2026-11-25T18:20:00Z',
            },
          ],
        },
      }),
    )
    renderPanel()
    expect(
      await screen.findByText(
        '3 acknowledgements were not sent because of a limit in the last 24 hours: 2 by the per-person limit (3 an hour and 10 a day), 1 by the per-network limit (20 an hour and 60 a day).',
      ),
    ).toBeVisible()
    const list = screen.getByRole('list', {
      name: 'Acknowledgements not sent because of a limit',
    })
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Grace Hopper \(grace@example.org\), .*: skipped by the per-person limit\. 3 e-mails already went/,
    )
  })

  it('says how many acknowledgements wait for a later hour and how many answers a limit cut short or refused', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(
      healthy({
        held: { total: 2, next_at: '2026-11-25T19:00:00Z' },
        answers: {
          shortened: { total: 12, by_limit: { sender: 10, record: 2 } },
          refused: { total: 0, by_limit: {} },
        },
      }),
    )
    renderPanel()
    expect(
      await screen.findByText(
        /^2 acknowledgements are held for a later hour: this hour's e-mail to people ran out, and each is sent when its hour begins, not skipped\. The next goes at /,
      ),
    ).toBeVisible()
    expect(
      screen.getByText(
        "In the last 24 hours, of the answers people sent by e-mail: 12 answers kept as their first lines only (10 by the limit for one sender, 2 by the limit for one record). The person's record says so beside the answer.",
      ),
    ).toBeVisible()
  })

  it('says nothing of held acknowledgements or limited answers when there are none', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(
      healthy({
        held: { total: 0, next_at: null },
        answers: { shortened: { total: 0, by_limit: {} }, refused: { total: 0, by_limit: {} } },
      }),
    )
    const { container } = renderPanel()
    await screen.findByText('All e-mail is going out.')
    expect(container.querySelector('[data-held-and-limited]')).toBeNull()
  })

  it('names a failed sign-in or account e-mail by what it is and whom it was for, with no record to open', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(
      healthy({
        failing: [
          {
            kind: 'account',
            about: 'invite',
            id: DELIVERY_ID,
            record_kind: null,
            record_id: null,
            name: null,
            recipient: 'new.editor@example.org',
            state: 'failed',
            attempts: 1,
            last_error: 'The mail service refused it permanently (SMTP 550): Mailbox unavailable',
            waiting_since: '2026-11-25T18:20:00Z',
            next_attempt_at: '2026-11-25T18:20:00Z',
            why: 'failed',
          },
        ],
      }),
    )
    renderPanel()
    const list = await screen.findByRole('list', { name: 'E-mails that did not go out' })
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent('Invitation to the desk to new.editor@example.org')
    expect(within(item).queryByRole('link')).toBeNull()
    expect(
      within(item).getByRole('button', {
        name: 'Try again: invitation to the desk to new.editor@example.org',
      }),
    ).toBeVisible()
  })

  it('offers no "Try again" for an account e-mail whose link has expired, and says where a new one comes from', async () => {
    vi.mocked(getMailHealth).mockResolvedValue(
      healthy({
        failing: [
          {
            kind: 'account',
            about: 'recovery',
            id: DELIVERY_ID,
            record_kind: null,
            record_id: null,
            name: null,
            recipient: 'reviewer@example.org',
            state: 'failed',
            attempts: 9,
            last_error: 'Invalid greeting. response=421 Service not available',
            waiting_since: '2026-11-25T16:00:00Z',
            next_attempt_at: '2026-11-25T18:00:00Z',
            why: 'failed',
          },
        ],
      }),
    )
    renderPanel()
    const list = await screen.findByRole('list', { name: 'E-mails that did not go out' })
    const item = within(list).getByRole('listitem')
    expect(item).toHaveTextContent('Password reset to reviewer@example.org')
    expect(item).toHaveTextContent(
      'Its link has expired, so it is not sent again. The person can ask for a new one with “Forgot password?” at sign-in.',
    )
    expect(within(item).queryByRole('button', { name: /Try again/ })).toBeNull()
  })

  it('"Try again" queues the delivery and checks again', async () => {
    vi.mocked(getMailHealth).mockResolvedValueOnce(outage()).mockResolvedValue(healthy())
    vi.mocked(retryDelivery).mockResolvedValue()
    renderPanel()
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Try again: notification to reviewers about Grace Hopper',
      }),
    )
    expect(retryDelivery).toHaveBeenCalledWith(expect.objectContaining({ id: DELIVERY_ID }))
    expect(await screen.findByText('All e-mail is going out.')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('clears the alert by itself once the mail service recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      vi.mocked(getMailHealth).mockResolvedValueOnce(outage()).mockResolvedValue(healthy())
      renderPanel()
      await screen.findByRole('alert')
      await act(() => vi.advanceTimersByTimeAsync(MAIL_HEALTH_POLL_MS))
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
      expect(screen.getByText('All e-mail is going out.')).toBeVisible()
    } finally {
      vi.useRealTimers()
    }
  })
})
