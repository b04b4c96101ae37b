import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import {
  getNotificationDelivery,
  type NotificationDelivery as Delivery,
} from '../api/get-notification-delivery'
import { resendNotification } from '../api/resend-notification'
import { formatDateTime } from '../lib/format'
import { NotificationDelivery } from './notification-delivery'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/get-notification-delivery', () => ({ getNotificationDelivery: vi.fn() }))
vi.mock('../api/resend-notification', () => ({ resendNotification: vi.fn() }))

const RECORD_ID = '00000000-0000-4000-8000-000000000001'

function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    state: 'pending',
    attempts: 0,
    sentAt: null,
    lastError: null,
    nextAttemptAt: '2026-11-22T21:00:20Z',
    ...overrides,
  }
}

beforeEach(() => {
  vi.mocked(getNotificationDelivery).mockReset()
  vi.mocked(resendNotification).mockReset()
  vi.mocked(toast).mockReset()
})

describe('NotificationDelivery', () => {
  it('shows when the notification was sent', async () => {
    const sentAt = '2026-11-22T21:00:05Z'
    vi.mocked(getNotificationDelivery).mockResolvedValue(
      delivery({ state: 'sent', attempts: 1, sentAt }),
    )
    render(<NotificationDelivery recordKind="contact_submission" recordId={RECORD_ID} />)
    expect(await screen.findByText(`Notification: sent ${formatDateTime(sentAt)}`)).toBeVisible()
    expect(getNotificationDelivery).toHaveBeenCalledWith('contact_submission', RECORD_ID)
  })

  it('shows a failed notification with its reason', async () => {
    vi.mocked(getNotificationDelivery).mockResolvedValue(
      delivery({
        state: 'failed',
        attempts: 12,
        lastError: 'Resend answered 403: domain not verified',
      }),
    )
    render(<NotificationDelivery recordKind="coach_application" recordId={RECORD_ID} />)
    expect(
      await screen.findByText(
        'Notification: failed. The mail service refused the message: domain not verified.',
      ),
    ).toBeVisible()
    // The mail service's own words stay one click away.
    expect(screen.getByText('Technical details')).toBeVisible()
    expect(screen.getByText('Resend answered 403: domain not verified')).toBeInTheDocument()
  })

  it('shows a pending notification that is being retried', async () => {
    vi.mocked(getNotificationDelivery).mockResolvedValue(
      delivery({ attempts: 2, lastError: '421 relay down' }),
    )
    render(<NotificationDelivery recordKind="alliance_registration" recordId={RECORD_ID} />)
    expect(
      await screen.findByText(
        'Notification: pending, attempt 2 failed. The mail service was temporarily unavailable; it will be tried again.',
      ),
    ).toBeVisible()
  })

  it('"Send again" queues the notification, says so, and follows it until it is sent', async () => {
    const sentAt = '2026-11-22T21:01:00Z'
    vi.mocked(getNotificationDelivery)
      .mockResolvedValueOnce(delivery({ state: 'failed', attempts: 12, lastError: 'gone' }))
      .mockResolvedValue(delivery({ state: 'sent', attempts: 1, sentAt }))
    vi.mocked(resendNotification).mockResolvedValue(delivery({ nextAttemptAt: sentAt }))
    render(
      <NotificationDelivery recordKind="contact_submission" recordId={RECORD_ID} pollMs={20} />,
    )
    await screen.findByText('Notification: failed. The message could not be sent.')
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }))
    expect(resendNotification).toHaveBeenCalledWith('contact_submission', RECORD_ID)
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Notification queued', variant: 'success' }),
    )
    expect(await screen.findByText(`Notification: sent ${formatDateTime(sentAt)}`)).toBeVisible()
  })

  it('reports a refused resend with the destructive toast and keeps the state shown', async () => {
    vi.mocked(getNotificationDelivery).mockResolvedValue(
      delivery({ state: 'failed', lastError: 'x' }),
    )
    vi.mocked(resendNotification).mockRejectedValue(
      new Error('Only admins can resend notifications'),
    )
    render(<NotificationDelivery recordKind="contact_submission" recordId={RECORD_ID} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to resend notification',
        description: 'Only admins can resend notifications',
        variant: 'destructive',
      }),
    )
    expect(screen.getByText('Notification: failed. The message could not be sent.')).toBeVisible()
  })
})
