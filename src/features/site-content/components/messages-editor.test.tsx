import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seedSiteContent } from '@/content/seed-site-content'
import type { SiteContent } from '@/content/site-content-schema'
import { defaultSiteMessages, type SiteMessages } from '@schemas/site-messages'
import { MessagesEditor } from './messages-editor'

function renderEditor(draft: SiteContent = seedSiteContent as SiteContent) {
  const save = vi.fn<(messages: SiteMessages) => Promise<boolean>>().mockResolvedValue(true)
  render(<MessagesEditor draft={draft} save={save} />)
  return { save, user: userEvent.setup() }
}

const coachForm = () =>
  screen.getByRole('form', { name: 'AI Coach application: confirmation and e-mail' })
const stepsLabel = 'What happens next (on the confirmation and in the acknowledgement e-mail)'

describe('MessagesEditor', { timeout: 30_000 }, () => {
  it('shows each form’s promises, the steps one a line', () => {
    renderEditor()
    expect(within(coachForm()).getByLabelText(stepsLabel)).toHaveValue(
      defaultSiteMessages.coach_application.nextSteps.join('\n'),
    )
    expect(
      screen.getByRole('form', { name: 'Contact form: confirmation and e-mail' }),
    ).toBeInTheDocument()
  })

  it('saves one form’s new words with the others unchanged, empty lines dropped', async () => {
    const { save, user } = renderEditor()
    const steps = within(coachForm()).getByLabelText(stepsLabel)
    await user.clear(steps)
    await user.type(steps, 'We read it.{Enter}{Enter}You hear our decision within 1-2 weeks.')
    await user.click(
      within(coachForm()).getByRole('button', { name: 'Save AI Coach application messages' }),
    )
    expect(save).toHaveBeenCalledWith({
      ...defaultSiteMessages,
      coach_application: {
        ...defaultSiteMessages.coach_application,
        nextSteps: ['We read it.', 'You hear our decision within 1-2 weeks.'],
      },
    })
  })

  it('refuses an empty notice beside its field, focuses it and keeps the other words typed', async () => {
    const { save, user } = renderEditor()
    const steps = within(coachForm()).getByLabelText(stepsLabel)
    await user.type(steps, '{Enter}A fifth step.')
    const notice = within(coachForm()).getByLabelText('Notice sentence')
    await user.clear(notice)
    await user.click(
      within(coachForm()).getByRole('button', { name: 'Save AI Coach application messages' }),
    )
    expect(save).not.toHaveBeenCalled()
    expect(notice).toHaveFocus()
    expect(notice).toHaveAttribute('aria-invalid', 'true')
    expect(notice).toHaveAccessibleDescription(
      'Enter the notice’s sentence, for example We’ll get back to you soon.',
    )
    expect((steps as HTMLTextAreaElement).value).toContain('A fifth step.')
  })

  it('refuses an e-mail sentence that lost its placeholder, saying what the e-mail puts there', async () => {
    const { save, user } = renderEditor()
    const statusPage = within(coachForm()).getByLabelText('Acknowledgement e-mail: the status page')
    await user.clear(statusPage)
    await user.type(statusPage, 'See where it stands at any time.')
    await user.click(
      within(coachForm()).getByRole('button', { name: 'Save AI Coach application messages' }),
    )
    expect(save).not.toHaveBeenCalled()
    expect(statusPage).toHaveFocus()
    expect(statusPage).toHaveAccessibleDescription(
      expect.stringContaining(
        'Keep {link} in the sentence: the e-mail puts the status page’s address there',
      ),
    )
  })

  it('starts from today’s words when the draft holds no messages yet', () => {
    const { messages: _none, ...older } = seedSiteContent as SiteContent
    renderEditor(older as SiteContent)
    expect(within(coachForm()).getByLabelText('Notice title')).toHaveValue('Application Submitted!')
  })
})
