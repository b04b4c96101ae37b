import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitContact } from '@/features/contact/api/submit-contact'
import { ContactForm } from '@/features/contact/components/contact-form'
import { SubmissionError } from '@/lib/submission-error'
import { renderForm, findSubmitError } from '@/testing/form-test-utils'
import { fillContactForm } from '@/features/contact/testing/fill-contact-form'

vi.mock('@/features/contact/api/submit-contact', () => ({ submitContact: vi.fn() }))
const submit = vi.mocked(submitContact)

const RECEIPT_KEY = 'submitted:contact_submission'
const panel = () => within(screen.getByRole('form', { name: 'Contact form' })).getByRole('status')

describe('the confirmation panel', { timeout: 30_000 }, () => {
  beforeEach(() => {
    submit.mockReset()
    window.sessionStorage.clear()
  })

  it('survives a reload of the tab, holding only the form name and the reference in storage', async () => {
    submit.mockResolvedValue({ reference: 'CT-7KQ2MXPA' })
    const first = renderForm(<ContactForm />)
    await fillContactForm(first.user)
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
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await findSubmitError()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-7KQ2MXPA'))
    const [failedKey, retriedKey] = submit.mock.calls.map((call) => call[1])
    expect(failedKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(retriedKey).toBe(failedKey)

    await user.click(screen.getByRole('button', { name: 'Send another' }))
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(panel()).toHaveTextContent('CT-8LR3NYQB'))
    expect(submit.mock.calls[2]?.[1]).not.toBe(failedKey)
  })
})
