import { beforeEach, describe, expect, it, vi } from 'vitest'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import type { CoachApplicationFormValues } from '@schemas/coach-application'
import { supabase } from '@/lib/supabase'
import { NETWORK_SUBMISSION_ERROR, SubmissionError } from '@/lib/submission-error'

const insert = vi.fn()
const invoke = vi.fn()
vi.mock('@/lib/supabase', () => ({
  supabase: { from: vi.fn(() => ({ insert })), functions: { invoke: vi.fn() } },
}))

const values: CoachApplicationFormValues = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.org',
  phone: '208-555-0142',
  city: 'Boise',
  region: 'southwestern',
  currentOccupation: 'Science teacher',
  availability: 'flexible',
  technicalComfort: 'advanced',
  hasTeachingExperience: false,
  whyAICoach: 'w'.repeat(60),
  relevantExperience: 'r'.repeat(60),
  agreeToTerms: true,
  website: '',
}

describe('submitCoachApplication', () => {
  beforeEach(() => {
    insert.mockReset()
    invoke.mockReset()
    vi.mocked(supabase.functions.invoke).mockImplementation(invoke)
  })

  it('inserts the row of spec section 3 and then invokes the notification with the section 7 payload', async () => {
    insert.mockResolvedValue({ error: null, status: 201 })
    invoke.mockResolvedValue({ data: { ok: true }, error: null })
    await submitCoachApplication(values)

    expect(supabase.from).toHaveBeenCalledWith('coach_applications')
    expect(insert).toHaveBeenCalledWith({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'maria@example.org',
      phone: '208-555-0142',
      city: 'Boise',
      region: 'southwestern',
      organization: 'Science teacher',
      title: 'Science teacher',
      experience: 'r'.repeat(60),
      ai_experience: 'advanced',
      teaching_experience: 'No',
      availability: 'flexible',
      motivation: 'w'.repeat(60),
    })
    expect(invoke).toHaveBeenCalledWith('send-coach-application-notification', {
      body: {
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@example.org',
        phone: '208-555-0142',
        city: 'Boise',
        region: 'southwestern',
        currentOccupation: 'Science teacher',
        availability: 'flexible',
        technicalComfort: 'advanced',
        hasTeachingExperience: false,
        whyAICoach: 'w'.repeat(60),
        relevantExperience: 'r'.repeat(60),
      },
    })
  })

  it('a failed notification is only logged: the submission still succeeds', async () => {
    insert.mockResolvedValue({ error: null, status: 201 })
    invoke.mockResolvedValue({ data: null, error: new Error('Edge Function returned 502') })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(submitCoachApplication(values)).resolves.toBeUndefined()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(String(warn.mock.calls[0]?.[0])).toContain('notification failed')
  })

  it('passes the rate limit message through and does not notify', async () => {
    insert.mockResolvedValue({
      error: {
        code: 'P0001',
        message: 'Too many submissions from this email address. Please try again later.',
      },
      status: 400,
    })
    const attempt = submitCoachApplication(values)
    await expect(attempt).rejects.toBeInstanceOf(SubmissionError)
    await expect(attempt).rejects.toThrow(
      'Too many submissions from this email address. Please try again later.',
    )
    expect(invoke).not.toHaveBeenCalled()
  })

  it('explains a network failure in words a visitor understands', async () => {
    insert.mockResolvedValue({
      error: { message: 'TypeError: Failed to fetch', code: '' },
      status: 0,
    })
    await expect(submitCoachApplication(values)).rejects.toThrow(NETWORK_SUBMISSION_ERROR)
  })

  it('does not show raw database errors', async () => {
    insert.mockResolvedValue({
      error: {
        code: '23514',
        message: 'new row violates check constraint "coach_applications_city_length"',
      },
      status: 400,
    })
    await expect(submitCoachApplication(values)).rejects.toThrow(
      'Some of your answers could not be accepted. Please review the form and try again.',
    )
  })
})
