import { z } from 'zod'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
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

const fullName = (payload: { firstName: string; lastName: string }) =>
  `${payload.firstName} ${payload.lastName}`

/**
 * The alliance registration, described once (form-description.ts derives the rest). The optional
 * phone and message are stored as null when left empty.
 */
export const allianceRegistrationForm = describeForm({
  kind: 'alliance_registration',
  table: 'alliance_registrations',
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
      desk: { label: false, column: 'Name' },
      csvHeader: 'First name',
      sample: 'Katherine',
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
      desk: { label: false, column: 'Name' },
      csvHeader: 'Last name',
      sample: 'Johnson',
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
      desk: { label: 'Email', column: 'Name' },
      csvHeader: 'Email',
      sample: 'katherine.johnson@example.org',
    },
    {
      key: 'phone',
      half: true,
      label: 'Phone (optional)',
      control: 'tel',
      optional: true,
      schema: optionalPhone('Phone number must be at least 10 digits'),
      columns: ['phone'],
      autoComplete: 'tel',
      email: { label: 'Phone' },
      desk: { label: 'Phone' },
      csvHeader: 'Phone',
      sample: '',
    },
    {
      key: 'organization',
      half: true,
      label: 'Organization',
      control: 'text',
      schema: requiredText(ORGANIZATION_MAX, {
        required: 'Organization is required',
        tooLong: 'Organization must be less than 200 characters',
      }),
      columns: ['organization'],
      autoComplete: 'organization',
      email: { label: 'Organization' },
      desk: { label: 'Organization', column: 'Organization' },
      csvHeader: 'Organization',
      sample: 'Idaho Technology Council',
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
      desk: { label: 'Organization type', labels: 'allianceOrganizationType' },
      csvHeader: 'Organization type',
      sample: 'business',
    },
    {
      key: 'title',
      half: true,
      label: 'Title or role',
      control: 'text',
      schema: requiredText(TITLE_MAX, {
        required: 'Title or role is required',
        tooLong: 'Title or role must be less than 200 characters',
      }),
      columns: ['title'],
      autoComplete: 'organization-title',
      email: { label: 'Title or role' },
      desk: { label: 'Title / role', column: 'Organization' },
      csvHeader: 'Title / role',
      sample: 'Director',
    },
    {
      key: 'interests',
      label: 'Areas of interest',
      control: 'choices',
      schema: z
        .array(choice(interests, 'Please choose from the listed areas of interest'))
        .refine((chosen) => new Set(chosen).size === chosen.length, 'Each area can be chosen once'),
      options: interestOptions,
      hint: 'Choose any that apply.',
      columns: ['interests'],
      email: { label: 'Areas of interest' },
      desk: { label: 'Areas of interest', column: 'Interests', labels: 'interest' },
      csvHeader: 'Areas of interest',
      sample: ['training', 'events'],
    },
    {
      key: 'message',
      label: 'Message (optional)',
      control: 'long',
      optional: true,
      schema: optionalText(MESSAGE_MAX, 'Message must be less than 2000 characters'),
      limit: MESSAGE_MAX,
      rows: 5,
      hint: 'Tell us what your organization hopes to do with the alliance.',
      columns: ['message'],
      email: { label: 'Message', long: true },
      desk: { label: 'Message' },
      csvHeader: 'Message',
      sample: '',
    },
  ],
})

/** The form's values, which are also the notification payload. */
export const allianceRegistrationFormSchema = formSchema(allianceRegistrationForm)

export const alliancePayloadSchema = allianceRegistrationFormSchema

export type AllianceRegistrationFormInput = z.input<typeof allianceRegistrationFormSchema>
export type AllianceRegistrationFormValues = z.output<typeof allianceRegistrationFormSchema>
