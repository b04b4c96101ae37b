import type { AllianceRegistrationFormValues } from '@schemas/alliance-registration'
import { loadSupabase } from '@/lib/load-supabase'
import type { AppSupabaseClient } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'
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

/** Stores a registration, then notifies the team; throws a SubmissionError when not stored. */
export async function submitAllianceRegistration(
  values: AllianceRegistrationFormValues,
): Promise<void> {
  const supabase = await loadSupabase()
  const { error, status } = await supabase
    .from('alliance_registrations')
    .insert(toAllianceRegistrationRow(values))
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyAllianceRegistration(supabase, values)
}
