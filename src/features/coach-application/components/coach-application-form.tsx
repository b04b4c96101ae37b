import { AppLink } from '@/components/ui/app-link'
import { Checkbox } from '@/components/ui/checkbox'
import { paths } from '@/config/paths'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import {
  coachApplicationForm,
  coachApplicationFormSchema,
  type CoachApplicationFormInput,
} from '@schemas/coach-application'
import { emptyValues as describedEmptyValues } from '@schemas/form-description'
import { describedAnswers } from '@/components/form/described-answers'
import { DescribedFields } from '@/components/form/described-fields'
import { fieldIds, FieldError } from '@/components/form/form-field'
import { IntakeForm } from '@/components/form/intake-form'
import { rulesAttribute } from '@/components/form/rules-attribute'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { publishedMessages } from '@/content/published'

/** The notice as the form is sent: content the team publishes with the confirmation. */
export const COACH_APPLICATION_SUCCESS = {
  title: publishedMessages.coach_application.toastTitle,
  description: publishedMessages.coach_application.toastText,
}

export const COACH_APPLICATION_DRAFT_KEY = 'draft:coach-application'

// No answer to the yes/no question until the applicant gives one: a
// preselected "No" was recorded for everyone who skipped it. The schema requires an answer.
const emptyValues: CoachApplicationFormInput = {
  ...describedEmptyValues<CoachApplicationFormInput>(coachApplicationForm),
  hasTeachingExperience: null as unknown as boolean,
  agreeToTerms: false,
}

/**
 * The step before sending, to catch a mistake: every answer, each with a way back to it. Its words
 * are the form's own, like its label and buttons below.
 */
const checkCopy = {
  continueLabel: 'Continue',
  heading: 'Check your answers before sending your application',
  intro:
    'Nothing has been sent yet. Read your answers through; use Change to correct one, then send your application with the button below.',
  change: 'Change',
  yes: 'Yes',
  no: 'No',
}

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
        rows: (values) => describedAnswers(coachApplicationForm.fields, values, fid, checkCopy),
      }}
      className="gap-8"
    >
      <DescribedFields intake={intake} fields={coachApplicationForm.fields} yesNo={checkCopy} />

      <div data-field="" className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fid('terms')}
            // Checked by the page's inline boot too, before the app is there (boot-checks.ts).
            data-rules={rulesAttribute(coachApplicationFormSchema.shape.agreeToTerms)}
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
