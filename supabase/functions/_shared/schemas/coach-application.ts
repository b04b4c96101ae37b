import type { z } from 'zod'
import { describeForm, formSchema } from './form-description.ts'
import {
  choice,
  email,
  mustAgree,
  personName,
  phone,
  requiredLongText,
  requiredText,
  type Option,
  yesNo,
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

/**
 * The Idaho Department of Labor's six regions, which cover every county of the state once (the
 * spec's five left out the Magic Valley: Twin Falls fitted none). The field's hint names towns
 * whose region people may not know.
 */
export const regions = [
  'north',
  'north-central',
  'southwestern',
  'south-central',
  'southeastern',
  'eastern',
] as const

export const regionOptions = [
  { value: 'north', label: 'North Idaho (Panhandle)' },
  { value: 'north-central', label: 'North Central Idaho' },
  { value: 'southwestern', label: 'Southwestern Idaho' },
  { value: 'south-central', label: 'South Central Idaho' },
  { value: 'southeastern', label: 'Southeastern Idaho' },
  { value: 'eastern', label: 'Eastern Idaho' },
] as const satisfies readonly Option<(typeof regions)[number]>[]

/**
 * The earlier list's two values that are no longer offered, as applications stored before the
 * change hold them (southwestern, southeastern and eastern kept their name and meaning). Neither
 * fits one of the six regions ('northern' is North or North Central, 'central' spans three), so
 * they are shown as chosen, never rewritten; the database's CHECK still accepts them.
 */
export const earlierRegionOptions = [
  { value: 'northern', label: 'Northern Idaho (earlier list)' },
  { value: 'central', label: 'Central Idaho (earlier list)' },
] as const satisfies readonly Option[]

export const availabilities = ['part-time', 'full-time', 'flexible'] as const
export const technicalComfortLevels = ['beginner', 'intermediate', 'advanced'] as const

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
      section: 'About you',
      half: true,
      label: 'First name',
      control: 'text',
      schema: personName('First name', NAME_MAX),
      columns: ['first_name'],
      autoComplete: 'given-name',
      email: { label: 'Name', value: fullName },
      desk: { label: false, column: 'Applicant' },
      csvHeader: 'First name',
      sample: 'Ada',
    },
    {
      key: 'lastName',
      section: 'About you',
      half: true,
      label: 'Last name',
      control: 'text',
      schema: personName('Last name', NAME_MAX),
      columns: ['last_name'],
      autoComplete: 'family-name',
      email: false,
      desk: { label: false, column: 'Applicant' },
      csvHeader: 'Last name',
      sample: 'Lovelace',
    },
    {
      key: 'email',
      section: 'About you',
      half: true,
      label: 'Email',
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
      section: 'About you',
      half: true,
      label: 'Phone',
      control: 'tel',
      schema: phone('Phone number must be at least 10 digits'),
      columns: ['phone'],
      autoComplete: 'tel',
      email: { label: 'Phone' },
      desk: { label: 'Phone', column: 'Contact' },
      csvHeader: 'Phone',
      sample: '208-555-0100',
    },
    {
      key: 'city',
      section: 'About you',
      half: true,
      label: 'City',
      control: 'text',
      schema: requiredText(CITY_MAX, {
        required: 'City is required',
        tooLong: 'City must be less than 100 characters',
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
      section: 'About you',
      label: 'Region of Idaho',
      hint: 'The Idaho Department of Labor’s regions: Lewiston is North Central, McCall Southwestern, Twin Falls South Central, Salmon Eastern.',
      control: 'choice',
      schema: choice(regions, 'Please select your region'),
      options: regionOptions,
      placeholder: 'Select your region',
      columns: ['region'],
      email: { label: 'Region' },
      desk: { label: 'Region', column: 'Applicant', labels: 'region' },
      csvHeader: 'Region',
      sample: 'southwestern',
    },
    {
      key: 'currentOccupation',
      section: 'Your background',
      label: 'Current occupation',
      control: 'text',
      schema: requiredText(OCCUPATION_MAX, {
        required: 'Current occupation is required',
        tooLong: 'Current occupation must be less than 200 characters',
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
      section: 'Your background',
      half: true,
      label: 'Availability',
      control: 'choice',
      schema: choice(availabilities, 'Please select your availability'),
      options: availabilityOptions,
      placeholder: 'Select your availability',
      columns: ['availability'],
      email: { label: 'Availability' },
      desk: { label: 'Availability', column: 'Availability', labels: 'availability' },
      csvHeader: 'Availability',
      sample: 'part-time',
    },
    {
      key: 'technicalComfort',
      section: 'Your background',
      half: true,
      label: 'Technical comfort with AI tools',
      hint: 'No prior AI experience is required.',
      control: 'choice',
      schema: choice(technicalComfortLevels, 'Please select your technical comfort level'),
      options: technicalComfortOptions,
      placeholder: 'Select your comfort level',
      columns: ['ai_experience'],
      email: { label: 'Technical comfort' },
      desk: { label: 'Technical comfort', labels: 'technicalComfort' },
      csvHeader: 'Technical comfort',
      sample: 'beginner',
    },
    {
      key: 'hasTeachingExperience',
      section: 'Your background',
      label: 'Do you have teaching or training experience?',
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
      section: 'Your answers',
      summaryName: 'Why you want to become an AI Coach',
      label: 'Why do you want to become an AI Coach?',
      control: 'long',
      schema: longAnswer(),
      limit: LONG_ANSWER_MAX,
      hint: '50 to 1000 characters. Your answers are kept in this browser tab until you submit.',
      columns: ['motivation'],
      email: { label: 'Why they want to be an AI Coach', long: true },
      desk: { label: 'Why become an AI Coach' },
      csvHeader: 'Why become an AI Coach',
      sample: 'I want to help teachers in rural Idaho use AI tools with confidence.',
    },
    {
      key: 'relevantExperience',
      section: 'Your answers',
      label: 'Relevant experience',
      control: 'long',
      schema: longAnswer(),
      limit: LONG_ANSWER_MAX,
      hint: 'Teaching, training, technology or community work: 50 to 1000 characters.',
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

/** The form: the payload plus the terms agreement, which must be given. */
export const coachApplicationFormSchema = coachApplicationPayloadSchema.extend({
  agreeToTerms: mustAgree('You must agree to the terms'),
})

export type CoachApplicationFormInput = z.input<typeof coachApplicationFormSchema>
export type CoachApplicationFormValues = z.output<typeof coachApplicationFormSchema>
export type CoachApplicationPayload = z.output<typeof coachApplicationPayloadSchema>
