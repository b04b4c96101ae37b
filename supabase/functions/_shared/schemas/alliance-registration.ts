import { z } from 'zod'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
  inLanguage,
  inLanguages,
  optionalPhone,
  optionalText,
  personName,
  requiredText,
  type Option,
} from './fields.ts'

/*
 * The single source of the alliance registration's rules and messages. The spec lists the fields
 * (section 2) but no rules; these follow the contact form's limits. Each text is in English and,
 * beside it, in Spanish. The form and the edge function
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
  { value: 'education', label: 'K-12 Education', es: 'Educación K-12' },
  { value: 'higher-ed', label: 'Higher Education', es: 'Educación superior' },
  { value: 'business', label: 'Business', es: 'Empresa' },
  { value: 'chamber', label: 'Chamber of Commerce', es: 'Cámara de Comercio' },
  { value: 'workforce', label: 'Workforce Development', es: 'Desarrollo de la fuerza laboral' },
  { value: 'government', label: 'Government', es: 'Gobierno' },
  { value: 'nonprofit', label: 'Nonprofit', es: 'Organización sin fines de lucro' },
  { value: 'other', label: 'Other', es: 'Otro' },
] as const satisfies readonly Option<(typeof organizationTypes)[number]>[]

export const interestOptions = [
  {
    value: 'training',
    label: 'AI training and certification',
    es: 'Capacitación y certificación en IA',
  },
  { value: 'contests', label: 'Innovation contests', es: 'Concursos de innovación' },
  { value: 'events', label: 'Statewide events', es: 'Eventos en todo el estado' },
  { value: 'sponsorship', label: 'Sponsorship', es: 'Patrocinio' },
  { value: 'trainer', label: 'Becoming a trainer (AI Coach)', es: 'Ser capacitador (AI Coach)' },
] as const satisfies readonly Option<(typeof interests)[number]>[]

/** One area of interest from the list. */
const interest = choice(interests, {
  en: 'Please choose from the listed areas of interest',
  es: 'Elija entre las áreas de interés de la lista',
})

const EACH_AREA_ONCE = {
  en: 'Each area can be chosen once',
  es: 'Cada área se puede elegir una sola vez',
}

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
      es: { label: 'Nombre' },
      control: 'text',
      schema: personName({ en: 'First name', es: 'El nombre' }, NAME_MAX),
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
      es: { label: 'Apellido' },
      control: 'text',
      schema: personName({ en: 'Last name', es: 'El apellido' }, NAME_MAX),
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
      es: { label: 'Correo electrónico' },
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
      es: { label: 'Teléfono (opcional)' },
      control: 'tel',
      optional: true,
      schema: optionalPhone({
        en: 'Phone number must be at least 10 digits',
        es: 'El número de teléfono debe tener al menos 10 dígitos',
      }),
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
      es: { label: 'Organización' },
      control: 'text',
      schema: requiredText(ORGANIZATION_MAX, {
        required: { en: 'Organization is required', es: 'La organización es obligatoria' },
        tooLong: {
          en: 'Organization must be less than 200 characters',
          es: 'La organización debe tener menos de 200 caracteres',
        },
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
      schema: choice(organizationTypes, {
        en: 'Please select an organization type',
        es: 'Seleccione un tipo de organización',
      }),
      options: organizationTypeOptions,
      placeholder: 'Select organization type',
      es: { label: 'Tipo de organización', placeholder: 'Elija el tipo de organización' },
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
      es: { label: 'Cargo o función' },
      control: 'text',
      schema: requiredText(TITLE_MAX, {
        required: { en: 'Title or role is required', es: 'El cargo o la función es obligatorio' },
        tooLong: {
          en: 'Title or role must be less than 200 characters',
          es: 'El cargo o la función debe tener menos de 200 caracteres',
        },
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
      schema: inLanguages((language) =>
        z
          .array(inLanguage(interest, language))
          .refine((chosen) => new Set(chosen).size === chosen.length, EACH_AREA_ONCE[language]),
      ),
      options: interestOptions,
      hint: 'Choose any that apply.',
      es: { label: 'Áreas de interés', hint: 'Elija todas las que correspondan.' },
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
      schema: optionalText(MESSAGE_MAX, {
        en: 'Message must be less than 2000 characters',
        es: 'El mensaje debe tener menos de 2000 caracteres',
      }),
      limit: MESSAGE_MAX,
      rows: 5,
      hint: 'Tell us what your organization hopes to do with the alliance.',
      es: {
        label: 'Mensaje (opcional)',
        hint: 'Cuéntenos qué espera hacer su organización con la alianza.',
      },
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
