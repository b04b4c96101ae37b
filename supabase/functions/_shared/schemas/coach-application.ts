import type { z } from 'zod'
import type { Language } from './languages.ts'
import {
  LONG_ANSWER_MAX,
  availabilities,
  availabilityOptions,
  longAnswer,
  regionOptions,
  sections,
  TEACHING_EXPERIENCE_REQUIRED,
  regions,
  technicalComfortLevels,
  technicalComfortOptions,
} from './coach-application-parts.ts'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
  inLanguage,
  mustAgree,
  personName,
  phone,
  requiredText,
  yesNo,
} from './fields.ts'

/*
 * The single source of the coach application's rules and messages (spec sections 5 and 9), each
 * text in English (the spec's words) and, beside it, in Spanish.
 * The form and the edge function `send-coach-application-notification` both import this file,
 * so it uses relative imports with `.ts` extensions that Deno can resolve.
 */

export const NAME_MAX = 50
export const CITY_MAX = 100
export const OCCUPATION_MAX = 200

export { earlierRegionOptions, regionOptions, regions } from './coach-application-parts.ts'

const fullName = (payload: { firstName: string; lastName: string }) =>
  `${payload.firstName} ${payload.lastName}`

/**
 * The coach application, described once (form-description.ts derives the rest). Spec §3: both
 * organization and title receive the current occupation, ai_experience the technical comfort, and
 * teaching_experience stores Yes/No. City and region: spec §3 says they are not stored, but
 * coach_applications stores them (reviewers match coaches to regions), so the e-mail and the desk
 * carry them too.
 */
export const coachApplicationForm = describeForm({
  kind: 'coach_application',
  table: 'coach_applications',
  fields: [
    {
      key: 'firstName',
      section: sections.about.en,
      half: true,
      label: 'First name',
      es: { section: sections.about.es, label: 'Nombre' },
      control: 'text',
      schema: personName({ en: 'First name', es: 'El nombre' }, NAME_MAX),
      columns: ['first_name'],
      autoComplete: 'given-name',
      email: { label: 'Name', value: fullName },
      desk: { label: false, column: 'Applicant' },
      csvHeader: 'First name',
      sample: 'Ada',
    },
    {
      key: 'lastName',
      section: sections.about.en,
      half: true,
      label: 'Last name',
      es: { section: sections.about.es, label: 'Apellido' },
      control: 'text',
      schema: personName({ en: 'Last name', es: 'El apellido' }, NAME_MAX),
      columns: ['last_name'],
      autoComplete: 'family-name',
      email: false,
      desk: { label: false, column: 'Applicant' },
      csvHeader: 'Last name',
      sample: 'Lovelace',
    },
    {
      key: 'email',
      section: sections.about.en,
      half: true,
      label: 'Email',
      es: { section: sections.about.es, label: 'Correo electrónico' },
      control: 'email',
      schema: email,
      columns: ['email'],
      autoComplete: 'email',
      email: { label: 'Email' },
      desk: { label: 'Email', column: 'Contact' },
      csvHeader: 'Email',
      sample: 'ada.lovelace@example.org',
    },
    {
      key: 'phone',
      section: sections.about.en,
      half: true,
      label: 'Phone',
      es: { section: sections.about.es, label: 'Teléfono' },
      control: 'tel',
      schema: phone({
        en: 'Phone number must be at least 10 digits',
        es: 'El número de teléfono debe tener al menos 10 dígitos',
      }),
      columns: ['phone'],
      autoComplete: 'tel',
      email: { label: 'Phone' },
      desk: { label: 'Phone', column: 'Contact' },
      csvHeader: 'Phone',
      sample: '208-555-0100',
    },
    {
      key: 'city',
      section: sections.about.en,
      half: true,
      label: 'City',
      es: { section: sections.about.es, label: 'Ciudad' },
      control: 'text',
      schema: requiredText(CITY_MAX, {
        required: { en: 'City is required', es: 'La ciudad es obligatoria' },
        tooLong: {
          en: 'City must be less than 100 characters',
          es: 'La ciudad debe tener menos de 100 caracteres',
        },
      }),
      columns: ['city'],
      autoComplete: 'address-level2',
      email: { label: 'City' },
      desk: { label: 'City', column: 'Applicant' },
      csvHeader: 'City',
      sample: 'Boise',
    },
    {
      key: 'region',
      section: sections.about.en,
      label: 'Region of Idaho',
      hint: 'The Idaho Department of Labor’s regions: Lewiston is North Central, McCall Southwestern, Twin Falls South Central, Salmon Eastern.',
      control: 'choice',
      schema: choice(regions, { en: 'Please select your region', es: 'Seleccione su región' }),
      options: regionOptions,
      placeholder: 'Select your region',
      es: {
        section: sections.about.es,
        label: 'Región de Idaho',
        hint: 'Las regiones del Departamento de Trabajo de Idaho: Lewiston está en el Centro-norte, McCall en el Suroeste, Twin Falls en el Centro-sur y Salmon en el Este.',
        placeholder: 'Elija su región',
      },
      columns: ['region'],
      email: { label: 'Region' },
      desk: { label: 'Region', column: 'Applicant', labels: 'region' },
      csvHeader: 'Region',
      sample: 'southwestern',
    },
    {
      key: 'currentOccupation',
      section: sections.background.en,
      label: 'Current occupation',
      es: { section: sections.background.es, label: 'Ocupación actual' },
      control: 'text',
      schema: requiredText(OCCUPATION_MAX, {
        required: {
          en: 'Current occupation is required',
          es: 'La ocupación actual es obligatoria',
        },
        tooLong: {
          en: 'Current occupation must be less than 200 characters',
          es: 'La ocupación actual debe tener menos de 200 caracteres',
        },
      }),
      columns: ['organization', 'title'],
      autoComplete: 'organization-title',
      email: { label: 'Current occupation' },
      desk: { label: 'Current occupation', column: 'Organization' },
      csvHeader: 'Current occupation',
      sample: 'High school teacher',
    },
    {
      key: 'availability',
      section: sections.background.en,
      half: true,
      label: 'Availability',
      control: 'choice',
      schema: choice(availabilities, {
        en: 'Please select your availability',
        es: 'Seleccione su disponibilidad',
      }),
      options: availabilityOptions,
      placeholder: 'Select your availability',
      es: {
        section: sections.background.es,
        label: 'Disponibilidad',
        placeholder: 'Elija su disponibilidad',
      },
      columns: ['availability'],
      email: { label: 'Availability' },
      desk: { label: 'Availability', column: 'Availability', labels: 'availability' },
      csvHeader: 'Availability',
      sample: 'part-time',
    },
    {
      key: 'technicalComfort',
      section: sections.background.en,
      half: true,
      label: 'Technical comfort with AI tools',
      hint: 'No prior AI experience is required.',
      control: 'choice',
      schema: choice(technicalComfortLevels, {
        en: 'Please select your technical comfort level',
        es: 'Seleccione su nivel de comodidad con la tecnología',
      }),
      options: technicalComfortOptions,
      placeholder: 'Select your comfort level',
      es: {
        section: sections.background.es,
        label: 'Comodidad con las herramientas de IA',
        hint: 'No se requiere experiencia previa con IA.',
        placeholder: 'Elija su nivel de comodidad',
      },
      columns: ['ai_experience'],
      email: { label: 'Technical comfort' },
      desk: { label: 'Technical comfort', labels: 'technicalComfort' },
      csvHeader: 'Technical comfort',
      sample: 'beginner',
    },
    {
      key: 'hasTeachingExperience',
      section: sections.background.en,
      label: 'Do you have teaching or training experience?',
      es: {
        section: sections.background.es,
        label: '¿Tiene experiencia en enseñanza o capacitación?',
      },
      control: 'yes-no',
      // No answer is preselected on the form: skipping the question must not record "No".
      schema: yesNo(TEACHING_EXPERIENCE_REQUIRED),
      columns: ['teaching_experience'],
      stored: {
        toColumn: (answer: boolean) => (answer ? 'Yes' : 'No'),
        fromColumn: (stored: unknown) => stored === 'Yes',
      },
      email: { label: 'Teaching experience' },
      desk: { label: 'Teaching experience' },
      csvHeader: 'Teaching experience',
      sample: true,
    },
    {
      key: 'whyAICoach',
      section: sections.answers.en,
      summaryName: 'Why you want to become an AI Coach',
      label: 'Why do you want to become an AI Coach?',
      control: 'long',
      schema: longAnswer(),
      limit: LONG_ANSWER_MAX,
      hint: '50 to 1000 characters. Your answers are kept in this browser tab until you submit.',
      es: {
        section: sections.answers.es,
        summaryName: 'Por qué quiere ser AI Coach',
        label: '¿Por qué quiere ser AI Coach?',
        hint: 'De 50 a 1000 caracteres. Sus respuestas se guardan en esta pestaña del navegador hasta que las envíe.',
      },
      columns: ['motivation'],
      email: { label: 'Why they want to be an AI Coach', long: true },
      desk: { label: 'Why become an AI Coach' },
      csvHeader: 'Why become an AI Coach',
      sample: 'I want to help teachers in rural Idaho use AI tools with confidence.',
    },
    {
      key: 'relevantExperience',
      section: sections.answers.en,
      label: 'Relevant experience',
      control: 'long',
      schema: longAnswer(),
      limit: LONG_ANSWER_MAX,
      hint: 'Teaching, training, technology or community work: 50 to 1000 characters.',
      es: {
        section: sections.answers.es,
        label: 'Experiencia pertinente',
        hint: 'Enseñanza, capacitación, tecnología o trabajo comunitario: de 50 a 1000 caracteres.',
      },
      columns: ['experience'],
      email: { label: 'Relevant experience', long: true },
      desk: { label: 'Relevant experience' },
      csvHeader: 'Relevant experience',
      sample: 'Ten years teaching algebra and running the robotics club after school.',
    },
  ],
})

/** What the notification function receives (spec section 7): the form without the agreement. */
export const coachApplicationPayloadSchema = formSchema(coachApplicationForm)

const agreeToTerms = mustAgree({
  en: 'You must agree to the terms',
  es: 'Debe aceptar los términos',
})

/** The form in a language: the payload plus the terms agreement, which must be given. */
export function coachApplicationFormSchemaIn(language: Language) {
  return formSchema(coachApplicationForm, language).extend({
    agreeToTerms: inLanguage(agreeToTerms, language),
  })
}

/** The form with the spec's English messages. */
export const coachApplicationFormSchema = coachApplicationFormSchemaIn('en')

export type CoachApplicationFormInput = z.input<typeof coachApplicationFormSchema>
export type CoachApplicationFormValues = z.output<typeof coachApplicationFormSchema>
export type CoachApplicationPayload = z.output<typeof coachApplicationPayloadSchema>
