import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { getReviewerName, sendReply, type DeskReply } from '../api/desk-replies'
import { listSavedReplies } from '../api/saved-replies'
import { ReplyComposer } from './reply-composer'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/list-answers', () => ({ listAnswers: vi.fn(() => Promise.resolve([])) }))
vi.mock('../api/desk-replies', () => ({ sendReply: vi.fn(), getReviewerName: vi.fn() }))
vi.mock('../api/saved-replies', () => ({ listSavedReplies: vi.fn() }))

const RECORD_ID = '00000000-0000-4000-8000-000000000001'
const recipient = { firstName: 'Grace', email: 'grace@example.org', reference: 'CT-7KX2QM' }
const contactStatuses = ['new', 'pending', 'responded', 'closed'] as const

function queued(overrides: Partial<DeskReply> = {}): DeskReply {
  return {
    id: 'r1',
    recordKind: 'contact_submission',
    recordId: RECORD_ID,
    authorId: 'u1',
    authorEmail: 'dorothy@example.org',
    recipient: recipient.email,
    reference: recipient.reference,
    body: 'x',
    state: 'pending',
    attempts: 0,
    lastError: null,
    sentAt: null,
    createdAt: '2026-11-23T13:00:00Z',
    ...overrides,
  }
}

function renderComposer(onSent = vi.fn(), defaultStatus: string | null = 'responded') {
  render(
    <ReplyComposer
      recordKind="contact_submission"
      recordId={RECORD_ID}
      recipient={recipient}
      status="new"
      statuses={contactStatuses}
      defaultStatus={defaultStatus}
      onSent={onSent}
    />,
  )
  return onSent
}

beforeEach(() => {
  vi.mocked(toast).mockReset()
  vi.mocked(sendReply).mockReset()
  vi.mocked(getReviewerName).mockResolvedValue('Dorothy Vaughan')
  vi.mocked(listSavedReplies).mockResolvedValue([
    {
      id: 's1',
      recordKind: 'contact_submission',
      title: 'Answered',
      body: 'Hello {{first_name}},\nref {{reference}}\n{{reviewer_name}}',
      status: null,
      updatedAt: '2026-11-23T12:00:00Z',
    },
    {
      id: 's3',
      recordKind: 'contact_submission',
      title: 'Answer a question',
      body: 'Hello {{first_name}},\n[Your answer here]\n{{reviewer_name}}',
      status: null,
      updatedAt: '2026-11-23T12:00:00Z',
    },
    {
      id: 's4',
      recordKind: 'contact_submission',
      title: 'Closing the conversation',
      body: 'Hello {{first_name}}, we close this now.',
      status: 'closed',
      updatedAt: '2026-11-23T12:00:00Z',
    },
    {
      id: 's2',
      recordKind: 'coach_application',
      title: 'Interview invitation',
      body: 'Not for contacts',
      status: null,
      updatedAt: '2026-11-23T12:00:00Z',
    },
  ])
})

describe('ReplyComposer', () => {
  it('starts from a saved reply of the record’s form with the placeholders filled, and previews the exact e-mail', async () => {
    const user = userEvent.setup()
    renderComposer()
    const saved = await screen.findByLabelText('Start from a saved reply')
    expect(screen.queryByRole('option', { name: 'Interview invitation' })).toBeNull()
    await waitFor(() => expect(getReviewerName).toHaveBeenCalled())
    await user.selectOptions(saved, 'Answered')
    expect(screen.getByLabelText('Reply')).toHaveValue(
      'Hello Grace,\nref CT-7KX2QM\nDorothy Vaughan',
    )
    const preview = screen.getByRole('figure', { name: 'E-mail preview' })
    expect(preview).toHaveTextContent('To: grace@example.org')
    expect(preview).toHaveTextContent(
      'Subject: Your message to the Idaho AI Alliance (reference CT-7KX2QM)',
    )
    expect(preview).toHaveTextContent('Reference: CT-7KX2QM')
  })

  it('warns before sending that a reply will be signed with the login address when no name is set', async () => {
    vi.mocked(getReviewerName).mockResolvedValue('dorothy@alliance.example')
    const user = userEvent.setup()
    renderComposer()
    await waitFor(() => expect(getReviewerName).toHaveBeenCalled())
    await user.selectOptions(await screen.findByLabelText('Start from a saved reply'), 'Answered')
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveAccessibleDescription(
      /signed with your login address, dorothy@alliance\.example\. To sign it with your name/,
    )
  })

  it('gives no signature warning when the member has a name', async () => {
    const user = userEvent.setup()
    renderComposer()
    await waitFor(() => expect(getReviewerName).toHaveBeenCalled())
    await user.selectOptions(await screen.findByLabelText('Start from a saved reply'), 'Answered')
    expect(screen.queryByText(/signed with your login address/)).toBeNull()
  })

  it('sends the reply with the contact’s default status and one request id per draft', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockResolvedValue(queued())
    const onSent = renderComposer()
    await user.type(screen.getByLabelText('Reply'), 'Thanks, Grace.')
    expect(screen.getByLabelText('After sending, set the status to')).toHaveValue('responded')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(queued(), 'responded'))
    expect(sendReply).toHaveBeenCalledWith(
      expect.objectContaining({
        recordKind: 'contact_submission',
        recordId: RECORD_ID,
        body: 'Thanks, Grace.',
        status: 'responded',
      }),
    )
    expect(screen.getByLabelText('Reply')).toHaveValue('')
  })

  it('keeps the status when the form has no default, and refuses an empty reply', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockResolvedValue(queued())
    const onSent = renderComposer(vi.fn(), null)
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(screen.getByText('Write a reply before sending it.')).toBeVisible()
    expect(sendReply).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Reply'), 'Hello')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(queued(), null))
    expect(vi.mocked(sendReply).mock.calls[0]?.[0].status).toBeNull()
  })

  it('keeps the draft and its request id when sending fails, so a retry cannot send twice', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(queued())
    renderComposer()
    await user.type(screen.getByLabelText('Reply'), 'Hello again')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to send reply' }),
      ),
    )
    expect(screen.getByLabelText('Reply')).toHaveValue('Hello again')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(sendReply).toHaveBeenCalledTimes(2))
    const [first, second] = vi.mocked(sendReply).mock.calls
    expect(second?.[0].requestId).toBe(first?.[0].requestId)
  })

  it('refuses a saved reply whose placeholder is still there, naming it, and sends it once filled in', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockResolvedValue(queued())
    const onSent = renderComposer()
    await waitFor(() => expect(getReviewerName).toHaveBeenCalled())
    await user.selectOptions(
      await screen.findByLabelText('Start from a saved reply'),
      'Answer a question',
    )
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(screen.getByText('Fill in "[Your answer here]" before sending.')).toBeVisible()
    expect(screen.getByLabelText('Reply')).toHaveAccessibleDescription(
      'Fill in "[Your answer here]" before sending.',
    )
    expect(sendReply).not.toHaveBeenCalled()

    const box = screen.getByLabelText('Reply')
    await user.clear(box)
    await user.type(box, 'Hello Grace,\nThe next cohort starts in March.\nDorothy Vaughan')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(onSent).toHaveBeenCalled())
    expect(vi.mocked(sendReply).mock.calls[0]?.[0].body).toContain(
      'The next cohort starts in March.',
    )
  })

  it('shows the database’s refusal of a placeholder next to the reply, not as a failed send', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockRejectedValue(new Error('Fill in "<<date>>" before sending.'))
    renderComposer()
    await user.type(screen.getByLabelText('Reply'), 'See you on <<date>>')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Fill in "<<date>>" before sending.')).toBeVisible()
    expect(toast).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Reply')).toHaveValue('See you on <<date>>')
  })

  it('names a teammate writing a reply to the same record before sending, and says when a draft is started', async () => {
    const user = userEvent.setup()
    const onDraftingChange = vi.fn()
    render(
      <ReplyComposer
        recordKind="contact_submission"
        recordId={RECORD_ID}
        recipient={recipient}
        status="new"
        statuses={contactStatuses}
        defaultStatus={null}
        onSent={vi.fn()}
        othersReplying={['dorothy@example.org']}
        onDraftingChange={onDraftingChange}
      />,
    )
    expect(screen.getByText(/dorothy@example\.org is writing a reply\./)).toBeVisible()
    await user.type(screen.getByLabelText('Reply'), 'Hi')
    expect(onDraftingChange).toHaveBeenLastCalledWith(true)
  })

  it('sets the status a saved reply goes with, so the status follows the reply chosen', async () => {
    const user = userEvent.setup()
    vi.mocked(sendReply).mockResolvedValue(queued())
    const onSent = renderComposer()
    await waitFor(() => expect(getReviewerName).toHaveBeenCalled())
    expect(screen.getByLabelText('After sending, set the status to')).toHaveValue('responded')
    await user.selectOptions(
      await screen.findByLabelText('Start from a saved reply'),
      'Closing the conversation',
    )
    expect(screen.getByLabelText('After sending, set the status to')).toHaveValue('closed')
    await user.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(queued(), 'closed'))
    expect(vi.mocked(sendReply).mock.calls[0]?.[0].status).toBe('closed')
  })

  it('starts from the status reply the record asks for, with its status, and focuses the reply', async () => {
    render(
      <ReplyComposer
        recordKind="contact_submission"
        recordId={RECORD_ID}
        recipient={recipient}
        status="new"
        statuses={contactStatuses}
        defaultStatus="responded"
        onSent={vi.fn()}
        statusReply={{ savedReplyId: 's4', status: 'closed', key: 1 }}
      />,
    )
    await waitFor(() =>
      expect(screen.getByLabelText('Reply')).toHaveValue('Hello Grace, we close this now.'),
    )
    expect(screen.getByLabelText('After sending, set the status to')).toHaveValue('closed')
    await waitFor(() => expect(screen.getByLabelText('Reply')).toHaveFocus())
  })
})
