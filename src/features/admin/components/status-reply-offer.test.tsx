import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listSavedReplies } from '../api/saved-replies'
import type { StatusReplyRequest } from '../lib/status-replies'
import { RecordDetail } from './record-detail'

// The record's other panels have their own tests; here, what the status select does.
vi.mock('../api/saved-replies', () => ({ listSavedReplies: vi.fn() }))
vi.mock('../hooks/use-record-presence', () => ({
  useRecordPresence: () => ({ collaboration: { others: [] }, setCollaboration: vi.fn() }),
}))
vi.mock('./record-ownership', () => ({ RecordOwnership: () => null }))
vi.mock('./record-timeline', () => ({ RecordTimeline: () => null }))
vi.mock('./notification-delivery', () => ({ NotificationDelivery: () => null }))
vi.mock('./acknowledgement-delivery', () => ({ AcknowledgementDelivery: () => null }))
vi.mock('./related-submissions', () => ({ RelatedSubmissions: () => null }))
vi.mock('./reply-composer', () => ({
  ReplyComposer: ({ statusReply }: { statusReply: StatusReplyRequest | null }) => (
    <p>
      {statusReply
        ? `Composer starts from ${statusReply.savedReplyId}, sets ${statusReply.status} when sent`
        : 'Composer empty'}
    </p>
  ),
}))

const RECORD_ID = '00000000-0000-4000-8000-000000000001'

function renderRecord(onStatusChange = vi.fn()) {
  render(
    <RecordDetail
      kind="applications"
      recordId={RECORD_ID}
      title="Ada Lovelace"
      subtitle="Application submitted 1 December 2025"
      noun="application"
      status="pending"
      statuses={['pending', 'interview', 'approved', 'rejected']}
      tone="warning"
      fields={[]}
      position={null}
      notice=""
      saving={false}
      onStatusChange={onStatusChange}
      onPrevious={vi.fn()}
      onNext={vi.fn()}
      onMarkUnread={vi.fn()}
      onClose={vi.fn()}
      currentUserId="reviewer"
      reply={{
        recipient: { firstName: 'Ada', email: 'ada@example.org', reference: 'CA-7KX2QM' },
        defaultStatus: null,
        onSent: vi.fn(),
      }}
    />,
  )
  return onStatusChange
}

beforeEach(() => {
  vi.mocked(listSavedReplies).mockResolvedValue([
    {
      id: 'invite',
      recordKind: 'coach_application',
      title: 'Invitation to a 30-minute video interview',
      body: 'Hello {{first_name}}',
      status: 'interview',
      updatedAt: '2026-11-23T12:00:00Z',
    },
    {
      id: 'welcome',
      recordKind: 'alliance_registration',
      title: 'Welcome',
      body: 'Hello',
      status: 'approved',
      updatedAt: '2026-11-23T12:00:00Z',
    },
  ])
})

describe('changing the status of a record that has a saved reply for it', () => {
  it('asks first, and "Change status only" changes the status without writing anything', async () => {
    const user = userEvent.setup()
    const onStatusChange = renderRecord()
    await waitFor(() => expect(listSavedReplies).toHaveBeenCalled())
    await user.selectOptions(screen.getByLabelText('Status of this application'), 'interview')
    const offer = await screen.findByRole('group', {
      name: 'Set the status to Interview? The saved reply “Invitation to a 30-minute video interview” goes with it.',
    })
    expect(onStatusChange).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Change status only' }))
    expect(onStatusChange).toHaveBeenCalledWith('interview')
    expect(offer).not.toBeInTheDocument()
    expect(screen.getByText('Composer empty')).toBeVisible()
  })

  it('"Change status and send this reply" starts the composer from that reply and leaves the status to the send', async () => {
    const user = userEvent.setup()
    const onStatusChange = renderRecord()
    await waitFor(() => expect(listSavedReplies).toHaveBeenCalled())
    await user.selectOptions(screen.getByLabelText('Status of this application'), 'interview')
    await user.click(
      await screen.findByRole('button', { name: 'Change status and send this reply' }),
    )
    expect(screen.getByText('Composer starts from invite, sets interview when sent')).toBeVisible()
    expect(onStatusChange).not.toHaveBeenCalled()
  })

  it('changes a status with no saved reply of this form at once, and Cancel changes nothing', async () => {
    const user = userEvent.setup()
    const onStatusChange = renderRecord()
    await waitFor(() => expect(listSavedReplies).toHaveBeenCalled())
    // "approved" has a saved reply only for the alliance form.
    await user.selectOptions(screen.getByLabelText('Status of this application'), 'approved')
    expect(onStatusChange).toHaveBeenCalledWith('approved')
    expect(screen.queryByRole('button', { name: 'Change status only' })).toBeNull()

    onStatusChange.mockClear()
    await user.selectOptions(screen.getByLabelText('Status of this application'), 'interview')
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onStatusChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Change status only' })).toBeNull()
  })
})
