import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitContact } from '@/features/contact/api/submit-contact'
import { CONTACT_DRAFT_KEY, ContactForm } from '@/features/contact/components/contact-form'
import {
  choose,
  errorSummary,
  fill,
  findToast,
  inlineError,
  renderForm,
  findConfirmation,
  findSubmitError,
} from '@/testing/form-test-utils'
import { SubmissionError } from '@/lib/submission-error'
import { contactForm, type ContactFormInput } from '@schemas/contact'
import { emptyValues } from '@schemas/form-description'
import { CONTACT_MESSAGE, fillContactForm } from '@/features/contact/testing/fill-contact-form'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
const submit = vi.mocked(submitContact)

/** The confirmation at the top of the form (the toast has a status region of its own). */
const formStatus = () =>
  within(screen.getByRole('form', { name: 'Contact form' })).getByRole('status')

describe('ContactForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset()
    window.sessionStorage.clear()
  })

  it('shows every inline message, the Validation Error toast and focuses the error summary, whose links focus their fields, when submitted empty', async () => {
    const { user } = renderForm(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const toast = await findToast('Validation Error')
    expect(toast).toHaveTextContent('Please check the form for errors and try again.')
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Please select an organization type',
      'Organization name is required',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]) {
      expect(inlineError(message)).toBeInTheDocument()
    }
    const summary = errorSummary()
    await waitFor(() => expect(summary).toHaveFocus())
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Please select an organization type',
      'Organization name is required',
      'Please select a subject',
      'Message must be at least 10 characters',
    ])
    const firstName = screen.getByLabelText(/^First name/)
    await user.click(within(summary).getByRole('link', { name: 'First name is required' }))
    expect(firstName).toHaveFocus()
    expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(firstName).toHaveAccessibleDescription('First name is required')
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveAccessibleDescription(
      'Please select a subject',
    )
    expect(submit).not.toHaveBeenCalled()
  })

  it('the summary link of the subject list moves focus to it', async () => {
    const { user } = renderForm(<ContactForm />)
    await fill(user, /^First name/, 'Jane')
    await fill(user, /^Last name/, 'Doe')
    await fill(user, /^Email/, 'jane@example.org')
    await fill(user, /^Phone/, '208-555-0100')
    await choose(user, 'Organization type', 'Business')
    await fill(user, /^Organization name/, 'Acme')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const subject = screen.getByRole('combobox', { name: /^Subject/ })
    await waitFor(() => expect(errorSummary()).toHaveFocus())
    expect(within(errorSummary()).getAllByRole('link')).toHaveLength(2)
    await user.click(within(errorSummary()).getByRole('link', { name: 'Please select a subject' }))
    expect(subject).toHaveFocus()
    expect(subject).toHaveAttribute('aria-invalid', 'true')
  })

  it('clears a field error as soon as that field is edited', async () => {
    const { user } = renderForm(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await findToast('Validation Error')
    expect(inlineError('Organization name is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText(/^Organization name/), 'B')
    expect(screen.queryByText('Organization name is required')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/^Organization name/)).toHaveAttribute('aria-invalid', 'false')
    // Other fields keep their errors until they are edited.
    expect(inlineError('First name is required')).toBeInTheDocument()
  })

  it('counts the message characters against 2000', async () => {
    const { user } = renderForm(<ContactForm />)
    expect(screen.getByText('0/2000')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Message/), 'Hello there')
    expect(screen.getByText('11/2000')).toBeInTheDocument()
  })

  it('sends trimmed values, shows Message Sent!, resets and moves focus to the top of the form', async () => {
    submit.mockResolvedValue({ reference: 'CT-7KQ2MXPA' })
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user, { firstName: '  Jane ' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const toast = await findConfirmation('Message Sent!')
    expect(toast).toHaveTextContent("We'll get back to you within 1-2 business days.")
    expect(submit).toHaveBeenCalledTimes(1)
    // Answers the test leaves alone (an optional field added to the description) go out blank.
    expect(submit.mock.calls[0]?.[0]).toEqual({
      ...emptyValues<ContactFormInput>(contactForm),
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.org',
      phone: '208-555-0100',
      organizationType: 'k-12',
      organizationName: 'Boise School District',
      subject: 'request-training',
      message: CONTACT_MESSAGE,
      website: '',
    })
    expect(submit.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/)
    // The confirmation panel takes the form's place, with the reference and the next steps.
    await waitFor(() => expect(formStatus()).toHaveFocus())
    expect(formStatus()).toHaveTextContent('Your reference')
    expect(formStatus()).toHaveTextContent('CT-7KQ2MXPA')
    expect(formStatus()).toHaveTextContent('within 1-2 business days')
    await user.click(screen.getByRole('button', { name: 'Send another' }))
    await waitFor(() => expect(formStatus()).toHaveFocus())
    expect(formStatus()).not.toHaveTextContent('CT-7KQ2MXPA')
    expect(screen.getByLabelText(/^First name/)).toHaveValue('')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('')
    expect(window.sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull()
  })

  it('disables the button and reads Sending... while the message is sent', async () => {
    let finish: () => void = () => {}
    submit.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ reference: 'CT-7KQ2MXPA' }))),
    )
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user, { firstName: '  Jane ' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const busy = await screen.findByRole('button', { name: 'Sending...' })
    expect(busy).toBeDisabled()
    await act(async () => finish())
    await user.click(await screen.findByRole('button', { name: 'Send another' }))
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('shows the Submission Error toast with the reason and keeps everything typed', async () => {
    submit.mockRejectedValue(
      new SubmissionError('Too many submissions from this email address. Please try again later.'),
    )
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user, { firstName: '  Jane ' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const toast = await findSubmitError()
    expect(toast).toHaveTextContent(
      'Too many submissions from this email address. Please try again later.',
    )
    expect(screen.getByLabelText(/^First name/)).toHaveValue('  Jane ')
    expect(screen.getByLabelText(/^Message/)).toHaveValue(CONTACT_MESSAGE)
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
      'Request Training',
    )
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument()
  })

  it('keeps the message as a draft in sessionStorage and restores it after a reload', async () => {
    const first = renderForm(<ContactForm />)
    await first.user.type(screen.getByLabelText(/^Message/), 'A draft worth keeping')
    expect(JSON.parse(window.sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? '{}')).toEqual({
      message: 'A draft worth keeping',
    })
    first.unmount()

    renderForm(<ContactForm />)
    await waitFor(() =>
      expect(screen.getByLabelText(/^Message/)).toHaveValue('A draft worth keeping'),
    )
    expect(screen.getByText('21/2000')).toBeInTheDocument()
  })

  it('preselects the subject from ?subject= and ignores an unknown one', async () => {
    const { unmount } = renderForm(<ContactForm />, '/contact?subject=partnership')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
        'Partnership Opportunities',
      ),
    )
    unmount()
    // The first visit's preselection is now part of that tab's draft; start from a new tab.
    window.sessionStorage.clear()

    renderForm(<ContactForm />, '/contact?subject=free-money')
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
      'Select a subject',
    )
  })

  it('preselects Partnership for ?type=partner', async () => {
    renderForm(<ContactForm />, '/contact?type=partner')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
        'Partnership Opportunities',
      ),
    )
  })

  it('"Discuss this tier" preselects Partnership and names the tier in the message', async () => {
    renderForm(<ContactForm />, '/contact?subject=partnership&tier=education')
    await waitFor(() =>
      expect(screen.getByLabelText(/^Message/)).toHaveValue(
        'I would like to discuss the Education partner tier.',
      ),
    )
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
      'Partnership Opportunities',
    )
  })

  it('keeps a message already in the draft when a tier link is opened', async () => {
    window.sessionStorage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ message: 'My own words' }))
    renderForm(<ContactForm />, '/contact?subject=partnership&tier=state')
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('My own words'))
  })

  it('shows the normal success but sends nothing when the honeypot is filled', async () => {
    const { user, container } = renderForm(<ContactForm />)
    await fillContactForm(user, { firstName: '  Jane ' })
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    await user.type(honeypot!, 'http://spam.example')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await findConfirmation('Message Sent!')).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })
})
