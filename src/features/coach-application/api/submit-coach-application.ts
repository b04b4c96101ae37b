import type {
  CoachApplicationFormValues,
  CoachApplicationPayload,
} from '@schemas/coach-application'
import type { TablesInsert } from '@/lib/database.types'
import { supabase } from '@/lib/supabase'
import { describeSubmissionError, SubmissionError } from '@/lib/submission-error'

export type CoachApplicationInsert = TablesInsert<'coach_applications'>

/**
 * The row spec section 3 describes: organization and title both get the current occupation,
 * ai_experience gets the technical comfort, teaching experience is stored as 'Yes'/'No'; city and
 * region are stored too (issue 4). Status and created_at are left to the database.
 */
export function toCoachApplicationRow(values: CoachApplicationPayload): CoachApplicationInsert {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    city: values.city,
    region: values.region,
    organization: values.currentOccupation,
    title: values.currentOccupation,
    experience: values.relevantExperience,
    ai_experience: values.technicalComfort,
    teaching_experience: values.hasTeachingExperience ? 'Yes' : 'No',
    availability: values.availability,
    motivation: values.whyAICoach,
  }
}

/** The notification payload of spec section 7: the form without the agreement and honeypot. */
export function toCoachApplicationPayload(
  values: CoachApplicationFormValues,
): CoachApplicationPayload {
  const { agreeToTerms: _agreed, website: _honeypot, ...payload } = values
  return payload
}

/**
 * Tells the team about a stored application. Fire and forget: the insert already decided success,
 * so a failed notification is only logged, never shown to the applicant or undone.
 */
export function notifyCoachApplication(payload: CoachApplicationPayload): void {
  supabase.functions
    .invoke('send-coach-application-notification', { body: payload })
    .then(({ error }) => {
      if (error) console.warn('Coach application notification failed:', error.message)
    })
    .catch((error: unknown) => console.warn('Coach application notification failed:', error))
}

/** Stores an application, then notifies the team; throws a SubmissionError when not stored. */
export async function submitCoachApplication(values: CoachApplicationFormValues): Promise<void> {
  const payload = toCoachApplicationPayload(values)
  const { error, status } = await supabase
    .from('coach_applications')
    .insert(toCoachApplicationRow(payload))
  if (error) throw new SubmissionError(describeSubmissionError(error, status), error.code)
  notifyCoachApplication(payload)
}
