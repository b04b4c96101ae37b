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
 * The single source of the contact form's rules and messages (spec sections 5 and 9).
 * The form and the edge function `send-contact-notification` both import this file, so it uses
 * relative imports with `.ts` extensions that Deno can resolve.
 */

export const NAME_MAX = 100
export const ORGANIZATION_NAME_MAX = 200
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 2000

export const organizationTypes = ['k-12', 'university', 'chamber', 'business', 'other'] as const
export const subjects = [
  'request-training',
  'partnership',
  'become-coach',
  'events',
  'general',
  'other',
] as const

export type ContactSubject = (typeof subjects)[number]

export const organizationTypeOptions = [
  { value: 'k-12', label: 'K-12 School or District' },
  { value: 'university', label: 'College or University' },
  { value: 'chamber', label: 'Chamber of Commerce' },
  { value: 'business', label: 'Business' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<(typeof organizationTypes)[number]>[]

export const subjectOptions = [
  { value: 'request-training', label: 'Request Training' },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'become-coach', label: 'Become an AI Coach' },
  { value: 'events', label: 'Events' },
  { value: 'general', label: 'General Inquiry' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<ContactSubject>[]

/** The subject a `/contact` URL asks for: `?subject=` when it names a known subject, else `?type=partner`. */
export function subjectFromSearchParams(params: URLSearchParams): ContactSubject | undefined {
  const subject = params.get('subject')
  if (subject && (subjects as readonly string[]).includes(subject)) {
    return subject as ContactSubject
  }
  if (params.get('type') === 'partner') return 'partnership'
  return undefined
}

/** The form's values, which are also the notification payload of spec section 7. */
export const contactFormSchema = z.object({
  firstName: personName('First name', NAME_MAX),
  lastName: personName('Last name', NAME_MAX),
  email,
  phone: phone('Phone number is required'),
  organizationType: choice(organizationTypes, 'Please select an organization type'),
  organizationName: requiredText(ORGANIZATION_NAME_MAX, {
    required: 'Organization name is required',
    tooLong: 'Organization name must be less than 200 characters',
  }),
  subject: choice(subjects, 'Please select a subject'),
  message: requiredLongText(MESSAGE_MIN, MESSAGE_MAX, {
    tooShort: 'Message must be at least 10 characters',
    tooLong: 'Message must be less than 2000 characters',
  }),
  website: honeypot,
})

export const contactPayloadSchema = contactFormSchema

export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>
