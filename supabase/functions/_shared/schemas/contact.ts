import type { z } from 'zod'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
  hasVisibleText,
  optionalText,
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
export const HEARD_ABOUT_MAX = 200

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

/** A person's name on the reviewers' e-mail: one line for the two answers. */
const fullName = (payload: { firstName: string; lastName: string }) =>
  `${payload.firstName} ${payload.lastName}`

/**
 * The contact form, described once (form-description.ts derives the rest). The order is the
 * form's, the e-mail's, the desk record's and the CSV's.
 */
export const contactForm = describeForm({
  kind: 'contact_submission',
  table: 'contact_submissions',
  fields: [
    {
      key: 'firstName',
      half: true,
      label: 'First name',
      control: 'text',
      schema: personName('First name', NAME_MAX),
      columns: ['first_name'],
      autoComplete: 'given-name',
      email: { label: 'Name', value: fullName },
      desk: { label: false, column: 'Contact' },
      csvHeader: 'First name',
      sample: 'Grace',
    },
    {
      key: 'lastName',
      half: true,
      label: 'Last name',
      control: 'text',
      schema: personName('Last name', NAME_MAX),
      columns: ['last_name'],
      autoComplete: 'family-name',
      email: false,
      desk: { label: false, column: 'Contact' },
      csvHeader: 'Last name',
      sample: 'Hopper',
    },
    {
      key: 'email',
      half: true,
      label: 'Email',
      control: 'email',
      schema: email,
      columns: ['email'],
      autoComplete: 'email',
      email: { label: 'Email' },
      desk: { label: 'Email', column: 'Contact' },
      csvHeader: 'Email',
      sample: 'grace.hopper@example.org',
    },
    {
      key: 'phone',
      half: true,
      label: 'Phone',
      control: 'tel',
      schema: phone('Phone number is required'),
      columns: ['phone'],
      autoComplete: 'tel',
      email: { label: 'Phone' },
      desk: { label: 'Phone', column: 'Contact' },
      csvHeader: 'Phone',
      sample: '208-555-0101',
    },
    {
      key: 'organizationType',
      half: true,
      label: 'Organization type',
      control: 'choice',
      schema: choice(organizationTypes, 'Please select an organization type'),
      options: organizationTypeOptions,
      placeholder: 'Select organization type',
      columns: ['organization_type'],
      email: { label: 'Organization type' },
      desk: {
        label: 'Organization type',
        column: 'Organization',
        labels: 'contactOrganizationType',
      },
      csvHeader: 'Organization type',
      sample: 'k-12',
    },
    {
      key: 'organizationName',
      half: true,
      label: 'Organization name',
      control: 'text',
      schema: requiredText(ORGANIZATION_NAME_MAX, {
        required: 'Organization name is required',
        tooLong: 'Organization name must be less than 200 characters',
      }),
      columns: ['organization_name'],
      autoComplete: 'organization',
      email: { label: 'Organization name' },
      desk: { label: 'Organization name', column: 'Organization' },
      csvHeader: 'Organization name',
      sample: 'Boise School District',
    },
    {
      key: 'subject',
      label: 'Subject',
      control: 'choice',
      schema: choice(subjects, 'Please select a subject'),
      options: subjectOptions,
      placeholder: 'Select a subject',
      columns: ['subject'],
      email: { label: 'Subject' },
      desk: { label: 'Subject', column: 'Subject', labels: 'subject' },
      csvHeader: 'Subject',
      sample: 'request-training',
    },
    {
      key: 'message',
      label: 'Message',
      control: 'long',
      schema: requiredLongText(MESSAGE_MIN, MESSAGE_MAX, {
        tooShort: 'Message must be at least 10 characters',
        tooLong: 'Message must be less than 2000 characters',
      }),
      limit: MESSAGE_MAX,
      hint: 'At least 10 characters. Your message is kept in this browser tab until it is sent.',
      columns: ['message'],
      email: { label: 'Message', long: true },
      desk: { label: 'Message', column: 'Message' },
      csvHeader: 'Message',
      sample: 'We would like a half-day workshop for our staff.',
    },
    {
      key: 'heardAbout',
      label: 'How did you hear about us? (optional)',
      control: 'text',
      optional: true,
      // An answer of invisible characters only is no answer (the column's CHECK refuses it); a
      // payload without the key (a page loaded before the field existed) is no answer either.
      schema: optionalText(HEARD_ABOUT_MAX, 'Please keep this answer under 200 characters')
        .transform((answer) => (hasVisibleText(answer) ? answer : ''))
        .default(''),
      columns: ['heard_about'],
      email: { label: 'Heard about us through' },
      desk: { label: 'How they heard about us' },
      csvHeader: 'How they heard about us',
      sample: 'A colleague at a district meeting',
    },
  ],
})

/** The form's values, which are also the notification payload of spec section 7. */
export const contactFormSchema = formSchema(contactForm)

export const contactPayloadSchema = contactFormSchema

export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>
