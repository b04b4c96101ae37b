import type { z } from 'zod'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
  hasVisibleText,
  inLanguage,
  inLanguages,
  optionalText,
  personName,
  phone,
  requiredLongText,
  requiredText,
  type Option,
} from './fields.ts'

/*
 * The single source of the contact form's rules and messages (spec sections 5 and 9), each text
 * in English (the spec's words) and, beside it, in Spanish.
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
  { value: 'k-12', label: 'K-12 School or District', es: 'Escuela o distrito escolar K-12' },
  {
    value: 'university',
    label: 'College or University',
    es: 'Universidad o institución de educación superior',
  },
  { value: 'chamber', label: 'Chamber of Commerce', es: 'Cámara de Comercio' },
  { value: 'business', label: 'Business', es: 'Empresa' },
  { value: 'other', label: 'Other', es: 'Otro' },
] as const satisfies readonly Option<(typeof organizationTypes)[number]>[]

export const subjectOptions = [
  { value: 'request-training', label: 'Request Training', es: 'Solicitar capacitación' },
  { value: 'partnership', label: 'Partnership Opportunities', es: 'Oportunidades de colaboración' },
  { value: 'become-coach', label: 'Become an AI Coach', es: 'Ser AI Coach' },
  { value: 'events', label: 'Events', es: 'Eventos' },
  { value: 'general', label: 'General Inquiry', es: 'Consulta general' },
  { value: 'other', label: 'Other', es: 'Otro' },
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

const heardAboutText = optionalText(HEARD_ABOUT_MAX, {
  en: 'Please keep this answer under 200 characters',
  es: 'Escriba esta respuesta en menos de 200 caracteres',
})

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
      es: { label: 'Nombre' },
      control: 'text',
      schema: personName({ en: 'First name', es: 'El nombre' }, NAME_MAX),
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
      es: { label: 'Apellido' },
      control: 'text',
      schema: personName({ en: 'Last name', es: 'El apellido' }, NAME_MAX),
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
      es: { label: 'Correo electrónico' },
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
      es: { label: 'Teléfono' },
      control: 'tel',
      schema: phone({
        en: 'Phone number is required',
        es: 'El número de teléfono es obligatorio',
      }),
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
      schema: choice(organizationTypes, {
        en: 'Please select an organization type',
        es: 'Seleccione un tipo de organización',
      }),
      options: organizationTypeOptions,
      placeholder: 'Select organization type',
      es: { label: 'Tipo de organización', placeholder: 'Seleccione el tipo de organización' },
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
      es: { label: 'Nombre de la organización' },
      control: 'text',
      schema: requiredText(ORGANIZATION_NAME_MAX, {
        required: {
          en: 'Organization name is required',
          es: 'El nombre de la organización es obligatorio',
        },
        tooLong: {
          en: 'Organization name must be less than 200 characters',
          es: 'El nombre de la organización debe tener menos de 200 caracteres',
        },
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
      schema: choice(subjects, { en: 'Please select a subject', es: 'Seleccione un asunto' }),
      options: subjectOptions,
      placeholder: 'Select a subject',
      es: { label: 'Asunto', placeholder: 'Elija un asunto' },
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
        tooShort: {
          en: 'Message must be at least 10 characters',
          es: 'El mensaje debe tener al menos 10 caracteres',
        },
        tooLong: {
          en: 'Message must be less than 2000 characters',
          es: 'El mensaje debe tener menos de 2000 caracteres',
        },
      }),
      limit: MESSAGE_MAX,
      hint: 'At least 10 characters. Your message is kept in this browser tab until it is sent.',
      es: {
        label: 'Mensaje',
        hint: 'Al menos 10 caracteres. Su mensaje se guarda en esta pestaña del navegador hasta que se envíe.',
      },
      columns: ['message'],
      email: { label: 'Message', long: true },
      desk: { label: 'Message', column: 'Message' },
      csvHeader: 'Message',
      sample: 'We would like a half-day workshop for our staff.',
    },
    {
      key: 'heardAbout',
      label: 'How did you hear about us? (optional)',
      es: { label: '¿Cómo se enteró de nosotros? (opcional)' },
      control: 'text',
      optional: true,
      // An answer of invisible characters only is no answer (the column's CHECK refuses it); a
      // payload without the key (a page loaded before the field existed) is no answer either.
      schema: inLanguages((language) =>
        inLanguage(heardAboutText, language)
          .transform((answer) => (hasVisibleText(answer) ? answer : ''))
          .default(''),
      ),
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
