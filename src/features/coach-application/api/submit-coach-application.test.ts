import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import { supabase } from '@/lib/supabase'
import { NETWORK_SUBMISSION_ERROR, SubmissionError } from '@/lib/submission-error'
import { makeCoachApplication } from '../../../../tests/support/factories'

const rpc = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc: vi.fn(), functions: { invoke: vi.fn() } },
}))
const KEY = '3b2f1c9e-8d7a-4f6b-9c5d-1e2f3a4b5c6d'
const STORED = { data: { reference: 'CA-7KQ2MXPA' }, error: null, status: 200 }

/** Answers whose stored form differs from the typed one: no teaching experience, advanced comfort. */
const values = makeCoachApplication({
  currentOccupation: 'Science teacher',
  availability: 'flexible',
  technicalComfort: 'advanced',
  hasTeachingExperience: false,
})

describe('submitCoachApplication', () => {
  beforeEach(() => {
    rpc.mockReset()
    invoke.mockReset()
    vi.mocked(supabase.rpc).mockImplementation(rpc)
    vi.mocked(supabase.functions.invoke).mockImplementation(invoke)
  })

  it('stores the row of spec section 3 under the draft key, answers its reference and then invokes the notification with the section 7 payload', async () => {
    rpc.mockResolvedValue(STORED)
    invoke.mockResolvedValue({ data: { ok: true }, error: null })
    await expect(submitCoachApplication(values, KEY)).resolves.toEqual({
      reference: 'CA-7KQ2MXPA',
    })

    expect(rpc).toHaveBeenCalledTimes(1)
    expect(rpc.mock.calls[0]?.[0]).toBe('submit_coach_application')
    expect(rpc.mock.calls[0]?.[1]?.p_idempotency_key).toBe(KEY)
    expect(rpc.mock.calls[0]?.[1]?.p_submission).toEqual({
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      phone: values.phone,
      city: values.city,
      region: values.region,
      organization: 'Science teacher',
      title: 'Science teacher',
      experience: values.relevantExperience,
      ai_experience: 'advanced',
      teaching_experience: 'No',
      availability: 'flexible',
      motivation: values.whyAICoach,
      // No first page kept in this tab: the visit's attribution goes as nothing.
      landing_page: null,
      referrer_domain: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      // Called without a language (a caller from before the Spanish forms): English.
      language: 'en',
    })
    expect(invoke).toHaveBeenCalledWith('send-coach-application-notification', {
      body: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        city: values.city,
        region: values.region,
        currentOccupation: 'Science teacher',
        availability: 'flexible',
        technicalComfort: 'advanced',
        hasTeachingExperience: false,
        whyAICoach: values.whyAICoach,
        relevantExperience: values.relevantExperience,
      },
    })
  })

  it('a failed notification is only logged: the submission still succeeds', async () => {
    rpc.mockResolvedValue(STORED)
    invoke.mockResolvedValue({ data: null, error: new Error('Edge Function returned 502') })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(submitCoachApplication(values, KEY)).resolves.toEqual({
      reference: 'CA-7KQ2MXPA',
    })
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(String(warn.mock.calls[0]?.[0])).toContain('notification failed')
  })

  it('passes the rate limit message through and does not notify', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: 'P0001',
        message: 'Too many submissions from this email address. Please try again later.',
      },
      status: 400,
    })
    const attempt = submitCoachApplication(values, KEY)
    await expect(attempt).rejects.toBeInstanceOf(SubmissionError)
    await expect(attempt).rejects.toThrow(
      'Too many submissions from this email address. Please try again later.',
    )
    expect(invoke).not.toHaveBeenCalled()
  })

  it('explains a network failure in words a visitor understands', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { message: 'TypeError: Failed to fetch', code: '' },
      status: 0,
    })
    await expect(submitCoachApplication(values, KEY)).rejects.toThrow(NETWORK_SUBMISSION_ERROR)
  })

  it('does not show raw database errors', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: {
        code: '23514',
        message: 'new row violates check constraint "coach_applications_city_length"',
      },
      status: 400,
    })
    await expect(submitCoachApplication(values, KEY)).rejects.toThrow(
      'Some of your answers could not be accepted. Please review the form and try again.',
    )
  })
})
