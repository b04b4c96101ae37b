import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/features/contact/components/contact-form'
import { renderForm, findSubmitError } from '@/testing/form-test-utils'
import { CONTACT_MESSAGE, fillContactForm } from '@/features/contact/testing/fill-contact-form'

/*
 * The per-network limit (supabase/migrations/20251101020000_intake.sql) as the visitor meets
 * it: the database refuses the submission with P0001, and everything between the response and the
 * screen is the app's own code (submitContact, describeSubmissionError, useIntakeSubmit). Only the
 * Supabase client is replaced, by one that answers as PostgREST does.
 */
const NETWORK_LIMIT =
  'We have received many submissions from your network in the last hour. Your answers are still here: please try again later.'

const rpc = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => ({
    rpc,
    functions: { invoke },
  }),
}))

describe('ContactForm refused by the per-network limit', { timeout: 30_000 }, () => {
  beforeEach(() => {
    rpc.mockReset()
    invoke.mockReset()
    window.sessionStorage.clear()
  })

  it('shows the database sentence in the Submission Error toast, keeps every value and sends no notification', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: 'P0001',
        message: NETWORK_LIMIT,
        details: 'Per-network limit: 100 submissions per hour across the three forms.',
        hint: null,
      },
      status: 400,
    })
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const toast = await findSubmitError()
    expect(toast).toHaveTextContent(NETWORK_LIMIT)
    expect(rpc).toHaveBeenCalledTimes(1)
    expect(invoke).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane')
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Doe')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jane.doe@example.org')
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('208-555-0100')
    expect(screen.getByLabelText(/^Organization name/)).toHaveValue('Boise School District')
    expect(screen.getByLabelText(/^Message/)).toHaveValue(CONTACT_MESSAGE)
    expect(screen.getByRole('combobox', { name: /^Organization type/ })).toHaveDisplayValue(
      'K-12 School or District',
    )
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveDisplayValue(
      'Request Training',
    )
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})
