import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/features/contact/components/contact-form'
import { renderForm, findSubmitError } from '@/testing/form-test-utils'
import { CONTACT_MESSAGE, fillContactForm } from '@/features/contact/testing/fill-contact-form'

/*
 * A draft's idempotency key already used with different answers: the database
 * refuses with PT409 and a sentence for the visitor. The form shows it next to the button and in
 * the toast, keeps every answer, and the next press sends under a new key, so the changed answers
 * are stored as a new submission instead of being dropped. Only the Supabase client is replaced.
 */
const REUSED =
  'These answers differ from the ones this form already sent (reference CT-7KQ2MXPA). Nothing new was stored and your answers are still here: press the button again to send them as a new submission.'

const rpc = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/load-supabase', () => ({
  loadSupabase: async () => ({ rpc, functions: { invoke } }),
}))

describe('ContactForm whose key was used with other answers', { timeout: 30_000 }, () => {
  beforeEach(() => {
    rpc.mockReset()
    invoke.mockReset().mockResolvedValue({ error: null })
    window.sessionStorage.clear()
  })

  it('says so next to the button, keeps the answers, and sends again under a new key', async () => {
    rpc
      .mockResolvedValueOnce({
        data: null,
        error: { code: 'PT409', message: REUSED, details: null, hint: 'idempotency_key_reused' },
        status: 409,
      })
      .mockResolvedValueOnce({ data: { reference: 'CT-9QZ3MXPB' }, error: null, status: 200 })
    const { user } = renderForm(<ContactForm />)
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await findSubmitError()).toHaveTextContent(REUSED)
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAccessibleDescription(REUSED)
    expect(screen.getByLabelText(/^Message/)).toHaveValue(CONTACT_MESSAGE)

    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2))
    const [firstKey, secondKey] = rpc.mock.calls.map(([, args]) => args.p_idempotency_key)
    expect(secondKey).not.toBe(firstKey)
    expect(await screen.findByText('CT-9QZ3MXPB')).toBeInTheDocument()
  })
})
