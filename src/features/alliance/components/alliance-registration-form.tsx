import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationFormSchema,
  type AllianceRegistrationFormInput,
  type AllianceRegistrationFormValues,
  interestOptions,
  MESSAGE_MAX,
  organizationTypeOptions,
} from '@schemas/alliance-registration'
import { FormField, FormFieldset, HoneypotField } from '@/components/form/form-field'
import { FormConfirmation } from '@/components/form/form-confirmation'
import { PersonFields } from '@/components/form/person-fields'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import { SelectField } from '@/components/form/select-field'
import { useClearErrorOnEdit } from '@/components/form/use-clear-error-on-edit'
import { useIntakeSubmit } from '@/components/form/use-intake-submit'
import { useSessionDraft } from '@/components/form/use-session-draft'

/** The contact form's success handling, as issue 4 asks for the alliance registration. */
export const ALLIANCE_SUCCESS = {
  title: 'Registration Received!',
  description: "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
}

export const ALLIANCE_DRAFT_KEY = 'draft:alliance-registration'

const emptyValues: AllianceRegistrationFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  organizationType: '' as AllianceRegistrationFormInput['organizationType'],
  title: '',
  interests: [],
  message: '',
  website: '',
}

/** The alliance registration of /join-alliance. */
export function AllianceRegistrationForm() {
  const id = useId()
  const form = useForm<AllianceRegistrationFormInput, unknown, AllianceRegistrationFormValues>({
    resolver: zodResolver(allianceRegistrationFormSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
    // useIntakeSubmit focuses the first invalid field in reading order instead.
    shouldFocusError: false,
  })
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form

  useClearErrorOnEdit(form)
  const clearDraft = useSessionDraft(ALLIANCE_DRAFT_KEY, ['message'], form)
  const { onSubmit, statusRef, confirmation } = useIntakeSubmit({
    form,
    submit: submitAllianceRegistration,
    success: ALLIANCE_SUCCESS,
    onSuccess: clearDraft,
  })

  const message = useWatch({ control, name: 'message' }) ?? ''
  const fid = (name: string) => `${id}-${name}`

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Alliance registration"
      className="relative grid gap-6"
    >
      <FormConfirmation ref={statusRef} confirmation={confirmation} />

      <RequiredFieldsNote />

      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields idPrefix={id} register={register} errors={errors} phoneRequired={false} />
        <FormField
          id={fid('organization')}
          label="Organization"
          required
          error={errors.organization?.message}
        >
          {(control) => (
            <Input {...control} autoComplete="organization" {...register('organization')} />
          )}
        </FormField>
        <FormField
          id={fid('organization-type')}
          label="Organization type"
          required
          error={errors.organizationType?.message}
        >
          {(controlProps) => (
            <SelectField
              control={control}
              name="organizationType"
              options={organizationTypeOptions}
              placeholder="Select organization type"
              controlProps={controlProps}
            />
          )}
        </FormField>
        <FormField id={fid('title')} label="Title or role" required error={errors.title?.message}>
          {(control) => (
            <Input {...control} autoComplete="organization-title" {...register('title')} />
          )}
        </FormField>
      </div>

      <FormFieldset
        id={fid('interests')}
        legend="Areas of interest"
        hint="Choose any that apply."
        error={errors.interests?.message}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {interestOptions.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-base">
              <Checkbox value={option.value} {...register('interests')} />
              {option.label}
            </label>
          ))}
        </div>
      </FormFieldset>

      <FormField
        id={fid('message')}
        label="Message (optional)"
        hint="Tell us what your organization hopes to do with the alliance."
        error={errors.message?.message}
        counter={{ length: message.length, limit: MESSAGE_MAX }}
      >
        {(control) => <Textarea {...control} rows={5} {...register('message')} />}
      </FormField>

      <HoneypotField registration={register('website')} />

      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending...' : 'Join the Alliance'}
        </Button>
      </div>
    </form>
  )
}
