import { DescribedFields } from '@/components/form/described-fields'
import { useRef } from 'react'
import { IntakeForm } from '@/components/form/intake-form'
import { UpdatesTickBox } from '@/components/form/updates-tick-box'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationForm,
  allianceRegistrationFormSchema,
  type AllianceRegistrationFormInput,
} from '@schemas/alliance-registration'
import { emptyValues } from '@schemas/form-description'
import { publishedMessages } from '@/content/published'
import { subscribeFromTickBox } from '@/lib/subscribe-to-updates'

/** The notice as the form is sent: content the team publishes with the confirmation. */
export const ALLIANCE_SUCCESS = {
  title: publishedMessages.alliance_registration.toastTitle,
  description: publishedMessages.alliance_registration.toastText,
}

export const ALLIANCE_DRAFT_KEY = 'draft:alliance-registration'

/** The alliance registration of /join-alliance: its fields as its description lists them. */
export function AllianceRegistrationForm() {
  // The updates tick box (unticked): the address is signed up once the registration is stored.
  const wantsUpdates = useRef(false)
  const intake = useIntakeForm({
    kind: 'alliance_registration',
    schema: allianceRegistrationFormSchema,
    defaultValues: emptyValues<AllianceRegistrationFormInput>(allianceRegistrationForm),
    draft: { key: ALLIANCE_DRAFT_KEY },
    submit: async (values, idempotencyKey) => {
      const receipt = await submitAllianceRegistration(values, idempotencyKey)
      if (wantsUpdates.current) subscribeFromTickBox(values.email, 'alliance-registration')
      return receipt
    },
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
      <UpdatesTickBox onChange={(ticked) => (wantsUpdates.current = ticked)} />
    </IntakeForm>
  )
}
