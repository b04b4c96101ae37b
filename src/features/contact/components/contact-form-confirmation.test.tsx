import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitContact } from '@/features/contact/api/submit-contact'
import { ContactForm } from '@/features/contact/components/contact-form'
import { SubmissionError } from '@/lib/submission-error'
import { choose, findToast, renderForm } from '@/testing/form-test-utils'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
const submit = vi.mocked(submitContact)

const RECEIPT_KEY = 'submitted:contact_submission'
const panel = () => within(screen.getByRole('form', { name: 'Contact form' })).getByRole('status')

async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText(/^First name/), 'Jane')
  await user.type(screen.getByLabelText(/^Last name/), 'Doe')
  await user.type(screen.getByLabelText(/^Email/), 'jane.doe@example.org')
  await user.type(screen.getByLabelText(/^Phone/), '208-555-0100')
  await choose(user, 'Organization type', 'K-12 School or District')
  await user.type(screen.getByLabelText(/^Organization name/), 'Boise School District')
  await choose(user, 'Subject', 'Request Training')
  await user.type(screen.getByLabelText(/^Message/), 'We would like a half-day AI workshop.')
}

describe('the confirmation panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset()
    window.sessionStorage.clear()
  })

  it('survives a reload of the tab, holding only the form name and the reference in storage', async () => {
    submit.mockResolvedValue({ reference: 'CT-7KQ2MXPA' })
    const first = renderForm(<ContactForm />)
    await fillValidForm(first.user)
    await first.user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    expect(JSON.parse(window.sessionStorage.getItem(RECEIPT_KEY) ?? 'null')).toEqual({
      form: 'contact_submission',
      reference: 'CT-7KQ2MXPA',
    })
    const everything = JSON.stringify({ ...window.sessionStorage })
    for (const typed of ['Jane', 'Doe', 'jane.doe', '208-555', 'Boise', 'workshop']) {
      expect(everything).not.toContain(typed)
    }
    first.unmount()

    // A reload: a new page, the same tab's storage.
    const second = renderForm(<ContactForm />)
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    expect(panel()).toHaveTextContent('What happens next')
    await second.user.click(screen.getByRole('button', { name: 'Send another' }))
    expect(screen.getByLabelText(/^First name/)).toHaveValue('')
    expect(window.sessionStorage.getItem(RECEIPT_KEY)).toBeNull()
  })

  it('a retry after a failure sends the same idempotency key; the next submission a new one', async () => {
    submit
      .mockRejectedValueOnce(new SubmissionError('We could not reach our server.'))
      .mockResolvedValueOnce({ reference: 'CT-7KQ2MXPA' })
      .mockResolvedValueOnce({ reference: 'CT-8LR3NYQB' })
    const { user } = renderForm(<ContactForm />)
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await findToast('Submission Error')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    const [failedKey, retriedKey] = submit.mock.calls.map((call) => call[1])
    expect(failedKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(retriedKey).toBe(failedKey)

    await user.click(screen.getByRole('button', { name: 'Send another' }))
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-8LR3NYQB'))
    expect(submit.mock.calls[2]?.[1]).not.toBe(failedKey)
  })
})
