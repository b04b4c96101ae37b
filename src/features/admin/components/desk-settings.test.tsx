import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDefaultRecipients } from '../api/default-recipients'
import { listNotificationRoutes, saveNotificationRoute } from '../api/notification-routes'
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from '../api/saved-replies'
import { NotificationRoutingManager } from './notification-routing-manager'
import { SavedRepliesManager } from './saved-replies-manager'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/saved-replies', () => ({
  listSavedReplies: vi.fn(),
  createSavedReply: vi.fn(),
  updateSavedReply: vi.fn(),
  deleteSavedReply: vi.fn(),
}))
vi.mock('../api/default-recipients', () => ({ getDefaultRecipients: vi.fn() }))
vi.mock('../api/notification-routes', () => ({
  listNotificationRoutes: vi.fn(),
  saveNotificationRoute: vi.fn(),
}))

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getDefaultRecipients).mockResolvedValue(['ops@example.org'])
  vi.mocked(listSavedReplies).mockResolvedValue([
    {
      id: 's1',
      recordKind: 'coach_application',
      title: 'Invitation to a 30-minute video interview',
      body: 'Hello {{first_name}}',
      status: 'interview',
      updatedAt: '2026-11-23T12:00:00Z',
    },
  ])
  vi.mocked(listNotificationRoutes).mockResolvedValue([
    {
      recordKind: 'contact_submission',
      contactSubject: 'partnership',
      recipients: ['p@example.org'],
    },
  ])
})

describe('SavedRepliesManager', () => {
  it('lists saved replies per form and documents the placeholders when creating one', async () => {
    const user = userEvent.setup()
    render(<SavedRepliesManager />)
    expect(await screen.findByText('Invitation to a 30-minute video interview')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'New saved reply' }))
    const form = screen.getByRole('form', { name: 'New saved reply' })
    expect(within(form).getByText('{{first_name}}')).toBeVisible()
    expect(within(form).getByText('{{reference}}')).toBeVisible()
    expect(within(form).getByText('{{reviewer_name}}')).toBeVisible()

    await user.click(within(form).getByRole('button', { name: 'Save saved reply' }))
    expect(within(form).getByText('Give the saved reply a title.')).toBeVisible()
    expect(createSavedReply).not.toHaveBeenCalled()

    await user.selectOptions(within(form).getByLabelText('Form'), 'Alliance registrations')
    await user.type(within(form).getByLabelText('Title'), 'Welcome')
    await user.type(within(form).getByLabelText('Text'), 'Hi {{{{first_name}}')
    await user.click(within(form).getByRole('button', { name: 'Save saved reply' }))
    await waitFor(() =>
      expect(createSavedReply).toHaveBeenCalledWith({
        recordKind: 'alliance_registration',
        title: 'Welcome',
        body: 'Hi {{first_name}}',
        status: null,
      }),
    )
  })

  it('edits and deletes a saved reply', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    render(<SavedRepliesManager />)
    await user.click(
      await screen.findByRole('button', { name: 'Edit Invitation to a 30-minute video interview' }),
    )
    const form = screen.getByRole('form', { name: 'Edit saved reply' })
    await user.clear(within(form).getByLabelText('Text'))
    await user.type(within(form).getByLabelText('Text'), 'Changed')
    await user.click(within(form).getByRole('button', { name: 'Save saved reply' }))
    await waitFor(() =>
      expect(updateSavedReply).toHaveBeenCalledWith('s1', {
        recordKind: 'coach_application',
        title: 'Invitation to a 30-minute video interview',
        body: 'Changed',
        status: 'interview',
      }),
    )
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete Invitation to a 30-minute video interview',
      }),
    )
    await waitFor(() => expect(deleteSavedReply).toHaveBeenCalledWith('s1'))
  })
})

describe('NotificationRoutingManager', () => {
  it('shows each form and contact subject with its routed addresses', async () => {
    render(<NotificationRoutingManager />)
    expect(await screen.findByLabelText('Contact messages: Partnership Opportunities')).toHaveValue(
      'p@example.org',
    )
    expect(screen.getByLabelText('AI Coach applications')).toHaveValue('')
    expect(screen.getByLabelText('Contact messages: Request Training')).toBeVisible()
  })

  it('refuses an invalid address by name and saves a valid list', async () => {
    const user = userEvent.setup()
    render(<NotificationRoutingManager />)
    const field = await screen.findByLabelText('AI Coach applications')
    await user.type(field, 'coaches@example.org, not-an-address')
    const row = field.closest('form')!
    await user.click(within(row).getByRole('button', { name: 'Save' }))
    expect(within(row).getByText('“not-an-address” is not a valid e-mail address.')).toBeVisible()
    expect(saveNotificationRoute).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, 'coaches@example.org; lead@example.org')
    await user.click(within(row).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(saveNotificationRoute).toHaveBeenCalledWith({
        recordKind: 'coach_application',
        contactSubject: '',
        recipients: ['coaches@example.org', 'lead@example.org'],
      }),
    )
  })

  it('names the default recipients the NOTIFY_TO secret holds, in plain words', async () => {
    render(<NotificationRoutingManager />)
    expect(
      await screen.findByText(
        'Unless a field below names addresses, notifications go to ops@example.org (the project default, set by the NOTIFY_TO secret).',
      ),
    ).toBeVisible()
    expect(screen.getByLabelText('AI Coach applications')).toHaveAttribute(
      'placeholder',
      'Default: ops@example.org',
    )
    expect(screen.queryByText(/NOTIFY_TO \(the default\)/)).toBeNull()
  })

  it('says so when the default recipients cannot be read, without inventing an address', async () => {
    vi.mocked(getDefaultRecipients).mockRejectedValue(new Error('refused'))
    render(<NotificationRoutingManager />)
    expect(
      await screen.findByText(
        'Unless a field below names addresses, notifications go to the project default, set by the NOTIFY_TO secret.',
      ),
    ).toBeVisible()
  })
})
