import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getAcknowledgementDelivery,
  type AcknowledgementDelivery as Delivery,
} from '../api/get-acknowledgement-delivery'
import { formatDateTime } from '../lib/format'
import { AcknowledgementDelivery } from './acknowledgement-delivery'

vi.mock('../api/get-acknowledgement-delivery', () => ({ getAcknowledgementDelivery: vi.fn() }))

const RECORD_ID = '00000000-0000-4000-8000-000000000001'

function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    state: 'pending',
    attempts: 0,
    recipient: 'ana@example.org',
    sentAt: null,
    lastError: null,
    skippedReason: null,
    ...overrides,
  }
}

beforeEach(() => vi.mocked(getAcknowledgementDelivery).mockReset())

describe('AcknowledgementDelivery', () => {
  it('shows when the acknowledgement reached the person', async () => {
    const sentAt = '2026-11-22T21:00:05Z'
    vi.mocked(getAcknowledgementDelivery).mockResolvedValue(delivery({ state: 'sent', sentAt }))
    render(<AcknowledgementDelivery recordKind="contact_submission" recordId={RECORD_ID} />)
    expect(
      await screen.findByText(`Acknowledgement to ana@example.org: sent ${formatDateTime(sentAt)}`),
    ).toBeVisible()
    expect(getAcknowledgementDelivery).toHaveBeenCalledWith('contact_submission', RECORD_ID)
  })

  it('explains a refusal in words, with the server text behind a disclosure', async () => {
    vi.mocked(getAcknowledgementDelivery).mockResolvedValue(
      delivery({ state: 'failed', attempts: 1, lastError: '550 5.1.1 No such user' }),
    )
    render(<AcknowledgementDelivery recordKind="contact_submission" recordId={RECORD_ID} />)
    expect(
      await screen.findByText(
        'Acknowledgement to ana@example.org: failed. The mail service refused the message to ana@example.org: No such user.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Technical details')).toBeVisible()
  })

  it('says why an acknowledgement was not sent', async () => {
    vi.mocked(getAcknowledgementDelivery).mockResolvedValue(
      delivery({ state: 'skipped', skippedReason: 'At most one an hour' }),
    )
    render(<AcknowledgementDelivery recordKind="contact_submission" recordId={RECORD_ID} />)
    expect(
      await screen.findByText('Acknowledgement to ana@example.org: not sent. At most one an hour'),
    ).toBeVisible()
  })
})
