import { z } from 'zod'
import {
  choice,
  email,
  honeypot,
  personName,
  phone,
  requiredLongText,
  requiredText,
  type Option,
} from './fields.ts'

/*
 * The single source of the coach application's rules and messages (spec sections 5 and 9).
 * The form and the edge function `send-coach-application-notification` both import this file,
 * so it uses relative imports with `.ts` extensions that Deno can resolve.
 */

export const NAME_MAX = 50
export const CITY_MAX = 100
export const OCCUPATION_MAX = 200
export const LONG_ANSWER_MIN = 50
export const LONG_ANSWER_MAX = 1000

export const regions = ['northern', 'southwestern', 'southeastern', 'eastern', 'central'] as const
export const availabilities = ['part-time', 'full-time', 'flexible'] as const
export const technicalComfortLevels = ['beginner', 'intermediate', 'advanced'] as const

export const regionOptions = [
  { value: 'northern', label: 'Northern Idaho' },
  { value: 'southwestern', label: 'Southwestern Idaho' },
  { value: 'southeastern', label: 'Southeastern Idaho' },
  { value: 'eastern', label: 'Eastern Idaho' },
  { value: 'central', label: 'Central Idaho' },
] as const satisfies readonly Option<(typeof regions)[number]>[]

export const availabilityOptions = [
  { value: 'part-time', label: 'Part-time (10-20 hrs/week)' },
  { value: 'full-time', label: 'Full-time (40 hrs/week)' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option<(typeof availabilities)[number]>[]

export const technicalComfortOptions = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
] as const satisfies readonly Option<(typeof technicalComfortLevels)[number]>[]

export const TEACHING_EXPERIENCE_REQUIRED =
  'Please say whether you have teaching or training experience'

function longAnswer() {
  return requiredLongText(LONG_ANSWER_MIN, LONG_ANSWER_MAX, {
    tooShort: 'Please provide at least 50 characters',
    tooLong: 'Response must be less than 1000 characters',
  })
}

/** What the notification function receives (spec section 7): the form without the agreement. */
export const coachApplicationPayloadSchema = z.object({
  firstName: personName('First name', NAME_MAX),
  lastName: personName('Last name', NAME_MAX),
  email,
  phone: phone('Phone number must be at least 10 digits'),
  city: requiredText(CITY_MAX, {
    required: 'City is required',
    tooLong: 'City must be less than 100 characters',
  }),
  region: choice(regions, 'Please select your region'),
  currentOccupation: requiredText(OCCUPATION_MAX, {
    required: 'Current occupation is required',
    tooLong: 'Current occupation must be less than 200 characters',
  }),
  availability: choice(availabilities, 'Please select your availability'),
  technicalComfort: choice(technicalComfortLevels, 'Please select your technical comfort level'),
  // No answer is preselected on the form: skipping the question must not record "No".
  hasTeachingExperience: z.boolean({ error: TEACHING_EXPERIENCE_REQUIRED }),
  whyAICoach: longAnswer(),
  relevantExperience: longAnswer(),
  website: honeypot,
})

/** The form: the payload plus the terms agreement, which must be given. */
export const coachApplicationFormSchema = coachApplicationPayloadSchema.extend({
  agreeToTerms: z.boolean().refine((agreed) => agreed, 'You must agree to the terms'),
})

export type CoachApplicationFormInput = z.input<typeof coachApplicationFormSchema>
export type CoachApplicationFormValues = z.output<typeof coachApplicationFormSchema>
export type CoachApplicationPayload = z.output<typeof coachApplicationPayloadSchema>
