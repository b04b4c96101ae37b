import type {
  CoachApplicationFormValues,
  CoachApplicationPayload,
} from '@schemas/coach-application'
import { loadSupabase } from '@/lib/load-supabase'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
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

/** Stores an application, then notifies the team; throws a SubmissionError when not stored. */
export async function submitCoachApplication(values: CoachApplicationFormValues): Promise<void> {
  const supabase = await loadSupabase()
  const payload = toCoachApplicationPayload(values)
  const { error, status } = await supabase
    .from('coach_applications')
    .insert(toCoachApplicationRow(payload))
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyCoachApplication(supabase, payload)
}
