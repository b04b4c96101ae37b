import { Checkbox } from '@/components/ui/checkbox'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationFormSchema,
  type AllianceRegistrationFormInput,
  interestOptions,
  MESSAGE_MAX,
  organizationTypeOptions,
} from '@schemas/alliance-registration'
import { ChoiceField, LongTextField, TextInputField } from '@/components/form/bound-fields'
import { FormFieldset } from '@/components/form/form-field'
import { IntakeForm } from '@/components/form/intake-form'
import { PersonFields } from '@/components/form/person-fields'
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
    kind: 'alliance_registration',
    schema: allianceRegistrationFormSchema,
    defaultValues: emptyValues,
    draft: { key: ALLIANCE_DRAFT_KEY },
    submit: submitAllianceRegistration,
    success: ALLIANCE_SUCCESS,
  })
  const { form, fieldId } = intake
  const interestsError = form.getFieldState('interests', form.formState).error?.message

  return (
    <IntakeForm
      intake={intake}
      label="Alliance registration"
      submitLabel="Join the Alliance"
      busyLabel="Sending..."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <PersonFields intake={intake} phoneRequired={false} />
        <TextInputField
          intake={intake}
          name="organization"
          label="Organization"
          required
          autoComplete="organization"
        />
        <ChoiceField
          intake={intake}
          name="organizationType"
          label="Organization type"
          required
          options={organizationTypeOptions}
          placeholder="Select organization type"
        />
        <TextInputField
          intake={intake}
          name="title"
          label="Title or role"
          required
          autoComplete="organization-title"
        />
      </div>

      <FormFieldset
        id={fieldId('interests')}
        legend="Areas of interest"
        hint="Choose any that apply."
        error={interestsError}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {interestOptions.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-base">
              <Checkbox value={option.value} {...form.register('interests')} />
              {option.label}
            </label>
          ))}
        </div>
      </FormFieldset>

      <LongTextField
        intake={intake}
        name="message"
        label="Message (optional)"
        hint="Tell us what your organization hopes to do with the alliance."
        limit={MESSAGE_MAX}
        rows={5}
      />
    </IntakeForm>
  )
}
