import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeContactSubmission } from '../../../../tests/support/factories'

const clientLoaded = vi.fn()
const insert = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/supabase', () => {
  clientLoaded()
  return { supabase: { from: vi.fn(() => ({ insert })), functions: { invoke } } }
})

describe('submitContact', () => {
  beforeEach(() => {
    insert.mockResolvedValue({ error: null, status: 201 })
    invoke.mockResolvedValue({ data: { ok: true }, error: null })
  })

  it('loads the Supabase client only when a message is submitted, not with the form', async () => {
    const { submitContact } = await import('@/features/contact/api/submit-contact')
    expect(clientLoaded).not.toHaveBeenCalled()

    await submitContact(makeContactSubmission())
    expect(clientLoaded).toHaveBeenCalledTimes(1)
    expect(insert).toHaveBeenCalledTimes(1)
    expect(invoke).toHaveBeenCalledWith(
      'send-contact-notification',
      expect.objectContaining({ body: expect.not.objectContaining({ website: '' }) }),
    )
  })
})
