import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  countRecipients,
  listPublishedSources,
  sendTest,
  sendUpdate,
  UpdateSendError,
} from '../api/update-sends-api'
import type * as UpdateSendsApi from '../api/update-sends-api'
import { UpdateComposer } from './update-composer'

vi.mock('../api/update-sends-api', async (original) => ({
  ...(await original<typeof UpdateSendsApi>()),
  countRecipients: vi.fn(),
  listPublishedSources: vi.fn(),
  sendTest: vi.fn(),
  sendUpdate: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(countRecipients).mockReset().mockResolvedValue(3100)
  vi.mocked(sendUpdate).mockReset().mockResolvedValue({ id: 'x', recipientCount: 3100 })
  vi.mocked(sendTest).mockReset().mockResolvedValue({ recipient: 'editor@example.org' })
  vi.mocked(listPublishedSources)
    .mockReset()
    .mockResolvedValue([
      {
        value: 'news:spring-workshops',
        label: 'News: Spring workshops',
        subject: 'Spring workshops',
        text: 'Summary.\n\nBody.',
      },
    ])
})

async function write(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Subject'), 'Our December news')
  await user.type(screen.getByLabelText('Text'), 'Hello.')
  await user.click(screen.getByRole('checkbox', { name: /^News/ }))
}

describe('the update composer', () => {
  it('refuses an empty update beside its fields and sends nothing', async () => {
    const user = userEvent.setup()
    render(<UpdateComposer onSent={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }))
    expect(
      await screen.findByText('Enter a subject, the line people see in their inbox.'),
    ).toBeVisible()
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter the update’s text.')).toBeVisible()
    expect(countRecipients).not.toHaveBeenCalled()
  })

  it('says how many people it goes to before sending, then starts a new draft', async () => {
    const user = userEvent.setup()
    const onSent = vi.fn()
    render(<UpdateComposer onSent={onSent} />)
    await write(user)
    expect(screen.getByTitle('The e-mail at 375 pixels wide')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send to subscribers…' }))
    expect(await screen.findByText(/This update goes to 3,100 people\./)).toBeVisible()
    expect(countRecipients).toHaveBeenCalledWith(['news'])
    await user.click(screen.getByRole('button', { name: 'Send to 3,100 people' }))
    await waitFor(() => expect(onSent).toHaveBeenCalled())
    expect(sendUpdate).toHaveBeenCalledWith(
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.objectContaining({ subject: 'Our December news', topics: ['news'] }),
    )
    expect(screen.getByRole('status')).toHaveTextContent('on its way to 3,100 people')
    expect(screen.getByLabelText('Subject')).toHaveValue('')
  })

  it('shows a refusal from the database beside its field, keeping the words', async () => {
    vi.mocked(sendTest).mockRejectedValue(
      new UpdateSendError('Keep the subject to 150 characters or fewer.', 'subject'),
    )
    const user = userEvent.setup()
    render(<UpdateComposer onSent={vi.fn()} />)
    await write(user)
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }))
    expect(await screen.findByText('Keep the subject to 150 characters or fewer.')).toBeVisible()
    expect(screen.getByLabelText('Subject')).toHaveValue('Our December news')
  })

  it('starts from a published news item, ticking news', async () => {
    const user = userEvent.setup()
    render(<UpdateComposer onSent={vi.fn()} />)
    await screen.findByRole('option', { name: 'News: Spring workshops' })
    await user.selectOptions(screen.getByLabelText('Start from'), 'news:spring-workshops')
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring workshops')
    expect(screen.getByLabelText('Text')).toHaveValue('Summary.\n\nBody.')
    expect(screen.getByRole('checkbox', { name: /^News/ })).toBeChecked()
  })
})
