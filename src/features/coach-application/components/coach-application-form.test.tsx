import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import {
  COACH_APPLICATION_DRAFT_KEY,
  CoachApplicationForm,
} from '@/features/coach-application/components/coach-application-form'
import {
  choose,
  errorSummary,
  fill,
  findToast,
  inlineError,
  queryAllInlineErrors,
  queryInlineError,
  renderForm,
  findConfirmation,
  findSubmitError,
} from '@/testing/form-test-utils'
import { SubmissionError } from '@/lib/submission-error'

vi.mock('@/features/coach-application/api/submit-coach-application', () => ({
  submitCoachApplication: vi.fn(),
}))
const submit = vi.mocked(submitCoachApplication)

/** The confirmation at the top of the form (the toast has a status region of its own). */
const formStatus = () =>
  within(screen.getByRole('form', { name: 'AI Coach application' })).getByRole('status')

const WHY = 'I want to help teachers in my region use AI tools with confidence and care.'
const EXPERIENCE = 'Twelve years of classroom teaching and three years leading district workshops.'

async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
  await fill(user, /^First name/, 'Maria')
  await fill(user, /^Last name/, 'Lopez')
  await fill(user, /^Email/, 'maria@example.org')
  await fill(user, /^Phone/, '208-555-0142')
  await fill(user, /^City/, 'Boise')
  await choose(user, 'Region of Idaho', 'Southwestern Idaho')
  await fill(user, /^Current occupation/, '  Science teacher  ')
  await choose(user, 'Availability', 'Part-time (10-20 hrs/week)')
  await choose(user, 'Technical comfort', 'Intermediate')
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await fill(user, /^Why do you want/, WHY)
  await fill(user, /^Relevant experience/, EXPERIENCE)
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
}

describe('CoachApplicationForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset()
    window.sessionStorage.clear()
  })

  it('shows every inline message of spec section 5 and the Validation Error toast when submitted empty', async () => {
    const { user } = renderForm(<CoachApplicationForm />)
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(await findToast('Validation Error')).toHaveTextContent(
      'Please check the form for errors and try again.',
    )
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'City is required',
      'Please select your region',
      'Current occupation is required',
      'Please select your availability',
      'Please select your technical comfort level',
      'You must agree to the terms',
      'Please say whether you have teaching or training experience',
    ]) {
      expect(inlineError(message)).toBeInTheDocument()
    }
    expect(queryAllInlineErrors('Please provide at least 50 characters')).toHaveLength(2)
    await waitFor(() => expect(errorSummary()).toHaveFocus())
    // The summary names each field whose message does not, so every item is clear on its own.
    for (const named of [
      'Why you want to become an AI Coach: please provide at least 50 characters',
      'Relevant experience: please provide at least 50 characters',
      'First name is required',
    ]) {
      expect(within(errorSummary()).getByRole('link', { name: named })).toBeInTheDocument()
    }
    await user.click(
      within(errorSummary()).getByRole('link', { name: 'You must agree to the terms' }),
    )
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveFocus()
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toHaveAccessibleDescription(
      'You must agree to the terms',
    )
    expect(submit).not.toHaveBeenCalled()
  })

  it('offers its choice lists as native selects that no browser autofills (region is an autofill token)', () => {
    renderForm(<CoachApplicationForm />)
    for (const label of ['Region of Idaho', 'Availability', 'Technical comfort']) {
      const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) })
      expect(select.tagName).toBe('SELECT')
      expect(select).toHaveAttribute('autocomplete', 'off')
    }
  })

  it('shows the too-long messages for names and answers', async () => {
    const { user } = renderForm(<CoachApplicationForm />)
    await fill(user, /^First name/, 'a'.repeat(51))
    await fill(user, /^Why do you want/, 'w'.repeat(1001))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await findToast('Validation Error')
    expect(inlineError('First name must be less than 50 characters')).toBeInTheDocument()
    expect(inlineError('Response must be less than 1000 characters')).toBeInTheDocument()
    expect(screen.getByText('1001/1000')).toBeInTheDocument()
  })

  it('counts both long answers against 1000 and clears an error when its field is edited', async () => {
    const { user } = renderForm(<CoachApplicationForm />)
    expect(screen.getAllByText('0/1000')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await findToast('Validation Error')
    await fill(user, /^Why do you want/, 'Short')
    expect(screen.getByText('5/1000')).toBeInTheDocument()
    // Only the edited answer's error is gone; the other answer still shows its own.
    expect(queryAllInlineErrors('Please provide at least 50 characters')).toHaveLength(1)
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    expect(queryInlineError('You must agree to the terms')).not.toBeInTheDocument()
  })

  it('submits the trimmed values, reads Submitting... while busy, then shows Application Submitted! and resets', async () => {
    let finish: () => void = () => {}
    submit.mockImplementation(
      () => new Promise((resolve) => (finish = () => resolve({ reference: 'CA-7KQ2MXPA' }))),
    )
    const { user } = renderForm(<CoachApplicationForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }))

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(submit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.org',
      phone: '208-555-0142',
      city: 'Boise',
      region: 'southwestern',
      currentOccupation: 'Science teacher',
      availability: 'part-time',
      technicalComfort: 'intermediate',
      hasTeachingExperience: true,
      whyAICoach: WHY,
      relevantExperience: EXPERIENCE,
      agreeToTerms: true,
      website: '',
    })
    await act(async () => finish())

    expect(await findConfirmation('Application Submitted!')).toHaveTextContent(
      "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
    )
    await waitFor(() => expect(formStatus()).toHaveFocus())
    expect(formStatus()).toHaveTextContent('CA-7KQ2MXPA')
    expect(formStatus()).toHaveTextContent('30-minute video interview')
    await user.click(screen.getByRole('button', { name: 'Send another' }))
    expect(screen.getByLabelText(/^Why do you want/)).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled()
    expect(window.sessionStorage.getItem(COACH_APPLICATION_DRAFT_KEY)).toBeNull()
  })

  it('keeps every answer after a failed send and in sessionStorage for a reload', async () => {
    submit.mockRejectedValue(new SubmissionError('An error occurred. Please try again.'))
    const { user, unmount } = renderForm(<CoachApplicationForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }))

    expect(await findSubmitError()).toHaveTextContent('An error occurred. Please try again.')
    // Said next to the button too: the toast's own script may be the download that failed.
    expect(screen.getByRole('button', { name: 'Submit Application' })).toHaveAccessibleDescription(
      'An error occurred. Please try again.',
    )
    expect(screen.getByLabelText(/^Why do you want/)).toHaveValue(WHY)
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria')
    expect(JSON.parse(window.sessionStorage.getItem(COACH_APPLICATION_DRAFT_KEY) ?? '{}')).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.org',
      phone: '208-555-0142',
      city: 'Boise',
      region: 'southwestern',
      currentOccupation: '  Science teacher  ',
      availability: 'part-time',
      technicalComfort: 'intermediate',
      hasTeachingExperience: true,
      whyAICoach: WHY,
      relevantExperience: EXPERIENCE,
      agreeToTerms: true,
    })

    unmount()
    renderForm(<CoachApplicationForm />)
    await waitFor(() => expect(screen.getByLabelText(/^Why do you want/)).toHaveValue(WHY))
    expect(screen.getByLabelText(/^Relevant experience/)).toHaveValue(EXPERIENCE)
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria')
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Lopez')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@example.org')
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('208-555-0142')
    expect(screen.getByLabelText(/^City/)).toHaveValue('Boise')
    expect(screen.getByLabelText(/^Current occupation/)).toHaveValue('  Science teacher  ')
    expect(screen.getByRole('combobox', { name: /^Region of Idaho/ })).toHaveDisplayValue(
      'Southwestern Idaho',
    )
    expect(screen.getByRole('combobox', { name: /^Availability/ })).toHaveDisplayValue(
      'Part-time (10-20 hrs/week)',
    )
    expect(screen.getByRole('combobox', { name: /^Technical comfort/ })).toHaveDisplayValue(
      'Intermediate',
    )
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked()
    expect(window.sessionStorage.getItem(COACH_APPLICATION_DRAFT_KEY)).not.toContain('website')
  })

  it('forgets the whole draft once the application is stored', async () => {
    submit.mockResolvedValue({ reference: 'CA-7KQ2MXPA' })
    const { user } = renderForm(<CoachApplicationForm />)
    await fillValidForm(user)
    expect(window.sessionStorage.getItem(COACH_APPLICATION_DRAFT_KEY)).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }))
    await findConfirmation('Application Submitted!')
    expect(window.sessionStorage.getItem(COACH_APPLICATION_DRAFT_KEY)).toBeNull()
  })

  it('asks about teaching experience with no answer chosen, and refuses to go on without one', async () => {
    const { user } = renderForm(<CoachApplicationForm />)
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked()
    await fillValidForm(user)
    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ hasTeachingExperience: false })
  })

  it('shows every answer for checking before sending, each with a Change link back to its field', async () => {
    submit.mockResolvedValue({ reference: 'CA-7KQ2MXPA' })
    const { user } = renderForm(<CoachApplicationForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const heading = await screen.findByRole('heading', {
      name: 'Check your answers before sending your application',
    })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(submit).not.toHaveBeenCalled()
    const answers = within(heading.closest('section')!)
    expect(answers.getByText('Southwestern Idaho')).toBeVisible()
    expect(answers.getByText(WHY)).toBeVisible()
    expect(screen.getAllByRole('link', { name: /^Change / })).toHaveLength(12)

    await user.click(screen.getByRole('link', { name: 'Change city' }))
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveFocus())
    await user.clear(screen.getByLabelText(/^City/))
    await fill(user, /^City/, 'Nampa')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      within(
        (await screen.findByRole('heading', { name: /^Check your answers/ })).closest('section')!,
      ).getByText('Nampa'),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Submit Application' }))
    await findConfirmation('Application Submitted!')
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ city: 'Nampa' })
  })
})
