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
import { publishedMessages } from '@/content/published'

/** The notice as the form is sent: content the team publishes with the confirmation. */
export const ALLIANCE_SUCCESS = {
  title: publishedMessages.alliance_registration.toastTitle,
  description: publishedMessages.alliance_registration.toastText,
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
