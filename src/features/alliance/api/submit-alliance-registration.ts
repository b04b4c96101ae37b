import type { AllianceRegistrationFormValues } from '@schemas/alliance-registration'
import type { Language } from '@schemas/languages'
import type { Json } from '@/lib/database.types'
import { loadSupabase } from '@/lib/load-supabase'
import { withVisitAttribution } from '@/lib/read-visit-attribution'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
import { withSubmissionLanguage } from '@/lib/submission-language'
import { type SubmissionReceipt, toSubmissionReceipt } from '@/lib/submission-receipt'
import { toAllianceRegistrationRow } from './alliance-registration-row'

/**
 * Tells the team about a stored registration. Fire and forget: the insert already decided success,
 * so a failed notification is only logged, never shown to the visitor or undone.
 */
export function notifyAllianceRegistration(
  supabase: AppSupabaseClient,
  values: AllianceRegistrationFormValues,
): void {
  const { website: _honeypot, ...payload } = values
  supabase.functions
    .invoke('send-alliance-notification', { body: payload })
    .then(({ error }) => {
      if (error) console.warn('Alliance registration notification failed:', error.message)
    })
    .catch((error: unknown) => console.warn('Alliance registration notification failed:', error))
}

/** Stores a registration once per idempotency key, then notifies the team; answers its reference. */
export async function submitAllianceRegistration(
  values: AllianceRegistrationFormValues,
  idempotencyKey: string,
  /** The language the form was filled in: the page's (`useLanguage()`). */
  language: Language = 'en',
): Promise<SubmissionReceipt> {
  const supabase = await loadSupabase()
  const { data, error, status } = await supabase.rpc('submit_alliance_registration', {
    p_submission: withSubmissionLanguage(
      withVisitAttribution(toAllianceRegistrationRow(values)),
      language,
    ) as Json,
    p_idempotency_key: idempotencyKey,
  })
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyAllianceRegistration(supabase, values)
  return toSubmissionReceipt(data)
}
