import { useWatch } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationFormSchema,
  type AllianceRegistrationFormInput,
  interestOptions,
  MESSAGE_MAX,
  organizationTypeOptions,
} from '@schemas/alliance-registration'
import { FormField, FormFieldset } from '@/components/form/form-field'
import { IntakeForm } from '@/components/form/intake-form'
import { PersonFields } from '@/components/form/person-fields'
import { SelectField } from '@/components/form/select-field'
import { useIntakeForm } from '@/components/form/use-intake-form'

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
  const intake = useIntakeForm({
    schema: allianceRegistrationFormSchema,
    defaultValues: emptyValues,
    draft: { key: ALLIANCE_DRAFT_KEY, fields: ['message'] },
    submit: submitAllianceRegistration,
    success: ALLIANCE_SUCCESS,
  })
  const { form, idPrefix, fieldId: fid } = intake
  const {
    control,
    register,
    formState: { errors },
  } = form

  const message = useWatch({ control, name: 'message' }) ?? ''

  return (
    <IntakeForm
      intake={intake}
      label="Alliance registration"
      submitLabel="Join the Alliance"
      busyLabel="Sending..."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields
          idPrefix={idPrefix}
          register={register}
          errors={errors}
          phoneRequired={false}
        />
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
    </IntakeForm>
  )
}
