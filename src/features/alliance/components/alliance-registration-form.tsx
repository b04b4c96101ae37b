import { DescribedFields } from '@/components/form/described-fields'
import { IntakeForm } from '@/components/form/intake-form'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationForm,
  allianceRegistrationFormSchema,
  type AllianceRegistrationFormInput,
} from '@schemas/alliance-registration'
import { emptyValues } from '@schemas/form-description'

/** The contact form's success handling, as issue 4 asks for the alliance registration. */
export const ALLIANCE_SUCCESS = {
  title: 'Registration Received!',
  description: "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
}

export const ALLIANCE_DRAFT_KEY = 'draft:alliance-registration'

/** The alliance registration of /join-alliance: its fields as its description lists them. */
export function AllianceRegistrationForm() {
  const intake = useIntakeForm({
    kind: 'alliance_registration',
    schema: allianceRegistrationFormSchema,
    defaultValues: emptyValues<AllianceRegistrationFormInput>(allianceRegistrationForm),
    draft: { key: ALLIANCE_DRAFT_KEY },
    submit: submitAllianceRegistration,
    success: ALLIANCE_SUCCESS,
  })

  return (
    <IntakeForm
      intake={intake}
      label="Alliance registration"
      submitLabel="Join the Alliance"
      busyLabel="Sending..."
    >
      <DescribedFields intake={intake} fields={allianceRegistrationForm.fields} />
    </IntakeForm>
  )
}
