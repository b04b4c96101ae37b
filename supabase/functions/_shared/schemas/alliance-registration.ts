import { z } from 'zod'
import {
  choice,
  email,
  honeypot,
  optionalPhone,
  optionalText,
  personName,
  requiredText,
  type Option,
} from './fields.ts'

/*
 * The single source of the alliance registration's rules and messages. The spec lists the fields
 * (section 2) but no rules; these follow the contact form's limits. The form and the edge function
 * `send-alliance-notification` both import this file (relative `.ts` imports for Deno).
 */

export const NAME_MAX = 100
export const ORGANIZATION_MAX = 200
export const TITLE_MAX = 200
export const MESSAGE_MAX = 2000

export const organizationTypes = [
  'education',
  'higher-ed',
  'business',
  'chamber',
  'workforce',
  'government',
  'nonprofit',
  'other',
] as const

export const interests = ['training', 'contests', 'events', 'sponsorship', 'trainer'] as const

export const organizationTypeOptions = [
  { value: 'education', label: 'K-12 Education' },
  { value: 'higher-ed', label: 'Higher Education' },
  { value: 'business', label: 'Business' },
  { value: 'chamber', label: 'Chamber of Commerce' },
  { value: 'workforce', label: 'Workforce Development' },
  { value: 'government', label: 'Government' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<(typeof organizationTypes)[number]>[]

export const interestOptions = [
  { value: 'training', label: 'AI training and certification' },
  { value: 'contests', label: 'Innovation contests' },
  { value: 'events', label: 'Statewide events' },
  { value: 'sponsorship', label: 'Sponsorship' },
  { value: 'trainer', label: 'Becoming a trainer (AI Coach)' },
] as const satisfies readonly Option<(typeof interests)[number]>[]

/** The form's values, which are also the notification payload. */
export const allianceRegistrationFormSchema = z.object({
  firstName: personName('First name', NAME_MAX),
  lastName: personName('Last name', NAME_MAX),
  email,
  phone: optionalPhone('Phone number must be at least 10 digits'),
  organization: requiredText(ORGANIZATION_MAX, {
    required: 'Organization is required',
    tooLong: 'Organization must be less than 200 characters',
  }),
  organizationType: choice(organizationTypes, 'Please select an organization type'),
  title: requiredText(TITLE_MAX, {
    required: 'Title or role is required',
    tooLong: 'Title or role must be less than 200 characters',
  }),
  interests: z
    .array(choice(interests, 'Please choose from the listed areas of interest'))
    .refine((chosen) => new Set(chosen).size === chosen.length, 'Each area can be chosen once'),
  message: optionalText(MESSAGE_MAX, 'Message must be less than 2000 characters'),
  website: honeypot,
})

export const alliancePayloadSchema = allianceRegistrationFormSchema

export type AllianceRegistrationFormInput = z.input<typeof allianceRegistrationFormSchema>
export type AllianceRegistrationFormValues = z.output<typeof allianceRegistrationFormSchema>
