import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeContactSubmission } from '../../../../tests/support/factories'

const clientLoaded = vi.fn()
const rpc = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/supabase', () => {
  clientLoaded()
  return { supabase: { rpc, functions: { invoke } } }
})

describe('submitContact', () => {
  beforeEach(() => {
    rpc.mockResolvedValue({ data: { reference: 'CT-7KQ2MXPA' }, error: null, status: 200 })
    invoke.mockResolvedValue({ data: { ok: true }, error: null })
  })

  it('loads the Supabase client only when a message is submitted, not with the form', async () => {
    const { submitContact } = await import('@/features/contact/api/submit-contact')
    expect(clientLoaded).not.toHaveBeenCalled()

    const key = '3b2f1c9e-8d7a-4f6b-9c5d-1e2f3a4b5c6d'
    await expect(submitContact(makeContactSubmission(), key)).resolves.toEqual({
      reference: 'CT-7KQ2MXPA',
    })
    expect(clientLoaded).toHaveBeenCalledTimes(1)
    expect(rpc).toHaveBeenCalledTimes(1)
    expect(rpc).toHaveBeenCalledWith(
      'submit_contact_message',
      expect.objectContaining({ p_idempotency_key: key }),
    )
    expect(invoke).toHaveBeenCalledWith(
      'send-contact-notification',
      expect.objectContaining({ body: expect.not.objectContaining({ website: '' }) }),
    )
  })
})
