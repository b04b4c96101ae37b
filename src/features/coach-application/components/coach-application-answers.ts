import type { CheckAnswersRow } from '@/components/form/check-answers'
import { aiCoachApplicationPage } from '@/content/pages/ai-coach-application'
import {
  availabilityOptions,
  type CoachApplicationFormInput,
  regionOptions,
  technicalComfortOptions,
} from '@schemas/coach-application'
import { labelOf } from '@schemas/fields'

export const TEACHING_QUESTION = 'Do you have teaching or training experience?'

/** The questions of the two long answers, as their labels and the check page show them. */
export const QUESTIONS = {
  whyAICoach: 'Why do you want to become an AI Coach?',
  relevantExperience: 'Relevant experience',
} as const

/** `currentOccupation` → `current-occupation`, as bound-fields.tsx names the element ids. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Every answer of the application for "Check your answers", in the form's order, each pointing
 * at its field's element id; choices read as their labels, as the person chose them.
 */
export function coachApplicationAnswers(
  values: CoachApplicationFormInput,
  fieldId: (name: string) => string,
): CheckAnswersRow[] {
  const { yes, no } = aiCoachApplicationPage.form.checkAnswers
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const row = (name: keyof CoachApplicationFormInput, question: string, answer: string) => ({
    fieldId: fieldId(kebab(name)),
    question,
    answer,
  })
  return [
    row('firstName', 'First name', text(values.firstName)),
    row('lastName', 'Last name', text(values.lastName)),
    row('email', 'Email', text(values.email)),
    row('phone', 'Phone', text(values.phone)),
    row('city', 'City', text(values.city)),
    row('region', 'Region of Idaho', labelOf(regionOptions, values.region)),
    row('currentOccupation', 'Current occupation', text(values.currentOccupation)),
    row('availability', 'Availability', labelOf(availabilityOptions, values.availability)),
    row(
      'technicalComfort',
      'Technical comfort with AI tools',
      labelOf(technicalComfortOptions, values.technicalComfort),
    ),
    {
      fieldId: fieldId('teaching'),
      question: TEACHING_QUESTION,
      answer: values.hasTeachingExperience ? yes : no,
    },
    { ...row('whyAICoach', QUESTIONS.whyAICoach, text(values.whyAICoach)), long: true },
    {
      ...row('relevantExperience', QUESTIONS.relevantExperience, text(values.relevantExperience)),
      long: true,
    },
  ]
}
