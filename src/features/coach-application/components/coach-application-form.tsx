import { Controller, useWatch } from 'react-hook-form'
import { AppLink } from '@/components/ui/app-link'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
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
import { fieldIds, FieldError, FormField, FormFieldset } from '@/components/form/form-field'
import { IntakeForm } from '@/components/form/intake-form'
import { PersonFields } from '@/components/form/person-fields'
import { SelectField } from '@/components/form/select-field'
import { useIntakeForm } from '@/components/form/use-intake-form'

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
  hasTeachingExperience: false,
  whyAICoach: '',
  relevantExperience: '',
  agreeToTerms: false,
  website: '',
}

/** The AI Coach application of /ai-coach-application. */
export function CoachApplicationForm() {
  const intake = useIntakeForm({
    schema: coachApplicationFormSchema,
    defaultValues: emptyValues,
    draft: { key: COACH_APPLICATION_DRAFT_KEY, fields: ['whyAICoach', 'relevantExperience'] },
    submit: submitCoachApplication,
    success: COACH_APPLICATION_SUCCESS,
  })
  const { form, idPrefix, fieldId: fid } = intake
  const {
    control,
    register,
    formState: { errors },
  } = form

  const whyAICoach = useWatch({ control, name: 'whyAICoach' }) ?? ''
  const relevantExperience = useWatch({ control, name: 'relevantExperience' }) ?? ''
  const termsIds = fieldIds(fid('terms'))

  return (
    <IntakeForm
      intake={intake}
      label="AI Coach application"
      submitLabel="Submit Application"
      busyLabel="Submitting..."
      className="gap-8"
    >
      <fieldset className="grid gap-6">
        <legend className="text-ink mb-4 text-lg font-semibold">About you</legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <PersonFields idPrefix={idPrefix} register={register} errors={errors} phoneRequired />
          <FormField id={fid('city')} label="City" required error={errors.city?.message}>
            {(control) => (
              <Input {...control} autoComplete="address-level2" {...register('city')} />
            )}
          </FormField>
          <FormField
            id={fid('region')}
            label="Region of Idaho"
            required
            error={errors.region?.message}
          >
            {(controlProps) => (
              <SelectField
                control={control}
                name="region"
                options={regionOptions}
                placeholder="Select your region"
                controlProps={controlProps}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="text-ink mb-4 text-lg font-semibold">Your background</legend>
        <FormField
          id={fid('occupation')}
          label="Current occupation"
          required
          error={errors.currentOccupation?.message}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              {...register('currentOccupation')}
            />
          )}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id={fid('availability')}
            label="Availability"
            required
            error={errors.availability?.message}
          >
            {(controlProps) => (
              <SelectField
                control={control}
                name="availability"
                options={availabilityOptions}
                placeholder="Select your availability"
                controlProps={controlProps}
              />
            )}
          </FormField>
          <FormField
            id={fid('technical-comfort')}
            label="Technical comfort with AI tools"
            required
            hint="No prior AI experience is required."
            error={errors.technicalComfort?.message}
          >
            {(controlProps) => (
              <SelectField
                control={control}
                name="technicalComfort"
                options={technicalComfortOptions}
                placeholder="Select your comfort level"
                controlProps={controlProps}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={control}
          name="hasTeachingExperience"
          render={({ field }) => (
            <FormFieldset
              id={fid('teaching')}
              legend="Do you have teaching or training experience?"
            >
              <div className="flex gap-6">
                {[
                  { label: 'Yes', value: true },
                  { label: 'No', value: false },
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
        <FormField
          id={fid('why')}
          label="Why do you want to become an AI Coach?"
          required
          hint="50 to 1000 characters. Your answers are kept in this browser tab until you submit."
          error={errors.whyAICoach?.message}
          counter={{ length: whyAICoach.length, limit: LONG_ANSWER_MAX }}
        >
          {(control) => <Textarea {...control} rows={6} {...register('whyAICoach')} />}
        </FormField>
        <FormField
          id={fid('experience')}
          label="Relevant experience"
          required
          hint="Teaching, training, technology or community work: 50 to 1000 characters."
          error={errors.relevantExperience?.message}
          counter={{ length: relevantExperience.length, limit: LONG_ANSWER_MAX }}
        >
          {(control) => <Textarea {...control} rows={6} {...register('relevantExperience')} />}
        </FormField>
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
