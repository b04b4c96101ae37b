import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import { submitContact } from '@/features/contact/api/submit-contact'
import {
  makeAllianceRegistration,
  makeCoachApplication,
  makeContactSubmission,
} from '../support/factories'

const rpc = vi.fn()
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc: (...args: unknown[]) => rpc(...args), functions: { invoke: vi.fn() } },
}))

const KEY = '3b2f1c9e-8d7a-4f6b-9c5d-1e2f3a4b5c6d'

/** Each form's submit call, with the language the form was filled in (or none). */
const submits = {
  submit_coach_application: (language?: 'en' | 'es') =>
    submitCoachApplication(makeCoachApplication(), KEY, language),
  submit_contact_message: (language?: 'en' | 'es') =>
    submitContact(makeContactSubmission(), KEY, language),
  submit_alliance_registration: (language?: 'en' | 'es') =>
    submitAllianceRegistration(makeAllianceRegistration(), KEY, language),
}

describe.each(Object.entries(submits))('%s', (rpcName, submit) => {
  beforeEach(async () => {
    rpc.mockReset()
    rpc.mockResolvedValue({ data: { reference: 'CT-7KQ2MXPA' }, error: null, status: 200 })
    const { supabase } = await import('@/lib/supabase')
    vi.mocked(supabase.functions.invoke).mockResolvedValue({ data: { ok: true }, error: null })
  })

  it('sends the language the form was filled in with the submission', async () => {
    await submit('es')
    expect(rpc).toHaveBeenCalledWith(
      rpcName,
      expect.objectContaining({ p_submission: expect.objectContaining({ language: 'es' }) }),
    )
  })

  it('sends English when the caller names no language', async () => {
    await submit()
    expect(rpc.mock.calls[0]?.[1]?.p_submission).toMatchObject({ language: 'en' })
  })
})
