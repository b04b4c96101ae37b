import { Controller } from 'react-hook-form'
import { AppLink } from '@/components/ui/app-link'
import { Checkbox } from '@/components/ui/checkbox'
import { paths } from '@/config/paths'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import {
  availabilityOptions,
  coachApplicationFormSchema,
  type CoachApplicationFormInput,
  LONG_ANSWER_MAX,
  regionOptions,
  technicalComfortOptions,
} from '@schemas/coach-application'
import { fieldIds, FieldError, FormFieldset } from '@/components/form/form-field'
import { ChoiceField, LongTextField, TextInputField } from '@/components/form/bound-fields'
import { IntakeForm } from '@/components/form/intake-form'
import { PersonFields } from '@/components/form/person-fields'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { aiCoachApplicationPage } from '@/content/pages/ai-coach-application'
import { coachApplicationAnswers, QUESTIONS, TEACHING_QUESTION } from './coach-application-answers'

export const COACH_APPLICATION_SUCCESS = {
  title: 'Application Submitted!',
  description:
    "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
}

export const COACH_APPLICATION_DRAFT_KEY = 'draft:coach-application'

const emptyValues: CoachApplicationFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  region: '' as CoachApplicationFormInput['region'],
  currentOccupation: '',
  availability: '' as CoachApplicationFormInput['availability'],
  technicalComfort: '' as CoachApplicationFormInput['technicalComfort'],
  // No answer until the applicant gives one (issue 26, item 3): a preselected "No" was recorded
  // for everyone who skipped the question. The schema requires an answer.
  hasTeachingExperience: null as unknown as boolean,
  whyAICoach: '',
  relevantExperience: '',
  agreeToTerms: false,
  website: '',
}

const checkCopy = aiCoachApplicationPage.form.checkAnswers

/** The AI Coach application of /ai-coach-application, with a check of the answers before sending. */
export function CoachApplicationForm() {
  const intake = useIntakeForm({
    kind: 'coach_application',
    schema: coachApplicationFormSchema,
    defaultValues: emptyValues,
    draft: { key: COACH_APPLICATION_DRAFT_KEY },
    submit: submitCoachApplication,
    success: COACH_APPLICATION_SUCCESS,
  })
  const { form, fieldId: fid } = intake
  const {
    control,
    register,
    formState: { errors },
  } = form
  const termsIds = fieldIds(fid('terms'))

  return (
    <IntakeForm
      intake={intake}
      label="AI Coach application"
      submitLabel="Submit Application"
      busyLabel="Submitting..."
      checkAnswers={{
        copy: checkCopy,
        continueLabel: checkCopy.continueLabel,
        rows: (values) => coachApplicationAnswers(values, fid),
      }}
      className="gap-8"
    >
      <fieldset className="grid gap-6">
        <legend className="text-ink mb-4 text-lg font-semibold">About you</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <PersonFields intake={intake} phoneRequired />
          <TextInputField
            intake={intake}
            name="city"
            label="City"
            required
            autoComplete="address-level2"
          />
          <ChoiceField
            intake={intake}
            name="region"
            label="Region of Idaho"
            required
            options={regionOptions}
            placeholder="Select your region"
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="text-ink mb-4 text-lg font-semibold">Your background</legend>
        <TextInputField
          intake={intake}
          name="currentOccupation"
          label="Current occupation"
          required
          autoComplete="organization-title"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <ChoiceField
            intake={intake}
            name="availability"
            label="Availability"
            required
            options={availabilityOptions}
            placeholder="Select your availability"
          />
          <ChoiceField
            intake={intake}
            name="technicalComfort"
            label="Technical comfort with AI tools"
            required
            hint="No prior AI experience is required."
            options={technicalComfortOptions}
            placeholder="Select your comfort level"
          />
        </div>
        <Controller
          control={control}
          name="hasTeachingExperience"
          render={({ field }) => (
            <FormFieldset
              id={fid('teaching')}
              legend={TEACHING_QUESTION}
              required
              error={errors.hasTeachingExperience?.message}
            >
              <div className="flex gap-6">
                {[
                  { label: checkCopy.yes, value: true },
                  { label: checkCopy.no, value: false },
                ].map((option) => (
                  <label key={option.label} className="flex items-center gap-2 text-base">
                    <input
                      type="radio"
                      name={field.name}
                      className="accent-primary size-5"
                      checked={field.value === option.value}
                      onChange={() => field.onChange(option.value)}
                      onBlur={field.onBlur}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </FormFieldset>
          )}
        />
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="text-ink mb-4 text-lg font-semibold">Your answers</legend>
        <LongTextField
          intake={intake}
          name="whyAICoach"
          label={QUESTIONS.whyAICoach}
          summaryName="Why you want to become an AI Coach"
          required
          hint="50 to 1000 characters. Your answers are kept in this browser tab until you submit."
          limit={LONG_ANSWER_MAX}
        />
        <LongTextField
          intake={intake}
          name="relevantExperience"
          label={QUESTIONS.relevantExperience}
          required
          hint="Teaching, training, technology or community work: 50 to 1000 characters."
          limit={LONG_ANSWER_MAX}
        />
      </fieldset>

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fid('terms')}
            className="mt-0.5"
            aria-invalid={Boolean(errors.agreeToTerms)}
            aria-describedby={errors.agreeToTerms ? termsIds.error : undefined}
            aria-required
            {...register('agreeToTerms')}
          />
          <label htmlFor={fid('terms')} className="text-base">
            I agree to the{' '}
            <AppLink href={paths.termsOfService} className="text-primary font-semibold underline">
              terms of service
            </AppLink>{' '}
            and understand that selection includes a video interview, reference verification and a
            background check.
            <span className="text-destructive">
              {' '}
              <span aria-hidden="true">*</span>
              <span className="sr-only">(required)</span>
            </span>
          </label>
        </div>
        <FieldError id={termsIds.error} message={errors.agreeToTerms?.message} />
      </div>
    </IntakeForm>
  )
}
