import type {
  CoachApplicationFormValues,
  CoachApplicationPayload,
} from '@schemas/coach-application'
import type { TablesInsert } from '@/lib/database.types'

/*
 * Plain mappings with no client behind them, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser.
 */

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
