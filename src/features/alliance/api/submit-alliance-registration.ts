import type { AllianceRegistrationFormValues } from '@schemas/alliance-registration'
import type { TablesInsert } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'

export type AllianceRegistrationInsert = TablesInsert<'alliance_registrations'>

/** The stored row; the optional phone and message are stored as null when left empty. */
export function toAllianceRegistrationRow(
  values: AllianceRegistrationFormValues,
): AllianceRegistrationInsert {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    organization: values.organization,
    organization_type: values.organizationType,
    title: values.title,
    interests: values.interests,
    message: values.message === '' ? null : values.message,
  }
}

/**
 * Tells the team about a stored registration. Fire and forget: the insert already decided success,
 * so a failed notification is only logged, never shown to the visitor or undone.
 */
export function notifyAllianceRegistration(values: AllianceRegistrationFormValues): void {
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
  const { error, status } = await supabase
    .from('alliance_registrations')
    .insert(toAllianceRegistrationRow(values))
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyAllianceRegistration(values)
}
