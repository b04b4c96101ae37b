import type {
  CoachApplicationFormValues,
  CoachApplicationPayload,
} from '@schemas/coach-application'
import type { Language } from '@schemas/languages'
import type { Json } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { withVisitAttribution } from '@/lib/read-visit-attribution'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
import { withSubmissionLanguage } from '@/lib/submission-language'
import { type SubmissionReceipt, toSubmissionReceipt } from '@/lib/submission-receipt'
import { toCoachApplicationPayload, toCoachApplicationRow } from './coach-application-row'

/**
 * Tells the team about a stored application. Fire and forget: the insert already decided success,
 * so a failed notification is only logged, never shown to the applicant or undone.
 */
export function notifyCoachApplication(
  supabase: AppSupabaseClient,
  payload: CoachApplicationPayload,
): void {
  supabase.functions
    .invoke('send-coach-application-notification', { body: payload })
    .then(({ error }) => {
      if (error) console.warn('Coach application notification failed:', error.message)
    })
    .catch((error: unknown) => console.warn('Coach application notification failed:', error))
}

/** Stores an application once per idempotency key, then notifies the team; answers its reference. */
export async function submitCoachApplication(
  values: CoachApplicationFormValues,
  idempotencyKey: string,
  /** The language the form was filled in: the page's (`useLanguage()`). */
  language: Language = 'en',
): Promise<SubmissionReceipt> {
  const supabase = await loadSupabase()
  const payload = toCoachApplicationPayload(values)
  const { data, error, status } = await supabase.rpc('submit_coach_application', {
    p_submission: withSubmissionLanguage(
      withVisitAttribution(toCoachApplicationRow(payload)),
      language,
    ) as Json,
    p_idempotency_key: idempotencyKey,
  })
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyCoachApplication(supabase, payload)
  return toSubmissionReceipt(data)
}
