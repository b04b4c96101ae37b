import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import { AllianceRegistrationForm } from '@/features/alliance/components/alliance-registration-form'
import {
  choose,
  fill,
  findToast,
  inlineError,
  renderForm,
  findConfirmation,
  findSubmitError,
} from '@/testing/form-test-utils'
import { NETWORK_SUBMISSION_ERROR, SubmissionError } from '@/lib/submission-error'

vi.mock('@/features/alliance/api/submit-alliance-registration', () => ({
  submitAllianceRegistration: vi.fn(),
}))
const submit = vi.mocked(submitAllianceRegistration)

/** The confirmation at the top of the form (the toast has a status region of its own). */
const formStatus = () =>
  within(screen.getByRole('form', { name: 'Alliance registration' })).getByRole('status')

async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
  await fill(user, /^First name/, 'Sam')
  await fill(user, /^Last name/, 'Nguyen')
  await fill(user, /^Email/, 'sam@example.org')
  await fill(user, /^Organization \*|^Organization\b(?! type)/, 'Twin Falls Chamber')
  await choose(user, 'Organization type', 'Chamber of Commerce')
  await fill(user, /^Title or role/, 'Director')
  await user.click(screen.getByRole('checkbox', { name: 'Innovation contests' }))
  await user.click(screen.getByRole('checkbox', { name: 'Sponsorship' }))
}

describe('AllianceRegistrationForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset()
    window.sessionStorage.clear()
  })

  it('shows the inline messages and the Validation Error toast when submitted empty', async () => {
    const { user } = renderForm(<AllianceRegistrationForm />)
    await user.click(screen.getByRole('button', { name: 'Join the Alliance' }))
    expect(await findToast('Validation Error')).toBeInTheDocument()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Organization is required',
      'Please select an organization type',
      'Title or role is required',
    ]) {
      expect(inlineError(message)).toBeInTheDocument()
    }
    // Phone and message are optional.
    expect(screen.queryByText(/Phone number/)).not.toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('stores the registration with the chosen interests and shows the success toast', async () => {
    submit.mockResolvedValue({ reference: 'AL-7KQ2MXPA' })
    const { user } = renderForm(<AllianceRegistrationForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Join the Alliance' }))

    expect(await findConfirmation('Registration Received!')).toBeInTheDocument()
    expect(submit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Sam',
      lastName: 'Nguyen',
      email: 'sam@example.org',
      phone: '',
      organization: 'Twin Falls Chamber',
      organizationType: 'chamber',
      title: 'Director',
      interests: ['contests', 'sponsorship'],
      message: '',
      website: '',
    })
    await waitFor(() => expect(formStatus()).toHaveFocus())
    expect(formStatus()).toHaveTextContent('AL-7KQ2MXPA')
    await user.click(screen.getByRole('button', { name: 'Send another' }))
    expect(screen.getByRole('checkbox', { name: 'Sponsorship' })).not.toBeChecked()
  })

  it('keeps everything typed and explains a network failure', async () => {
    submit.mockRejectedValue(new SubmissionError(NETWORK_SUBMISSION_ERROR))
    const { user } = renderForm(<AllianceRegistrationForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Join the Alliance' }))

    expect(await findSubmitError()).toHaveTextContent(NETWORK_SUBMISSION_ERROR)
    expect(screen.getByLabelText(/^Title or role/)).toHaveValue('Director')
    expect(screen.getByRole('checkbox', { name: 'Sponsorship' })).toBeChecked()
  })
})
