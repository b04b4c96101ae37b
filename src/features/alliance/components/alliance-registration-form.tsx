import { DescribedFields } from '@/components/form/described-fields'
import { useMemo, useRef } from 'react'
import type { IntakeFormWords } from '@/components/form/form-words'
import { IntakeForm } from '@/components/form/intake-form'
import { useLanguage } from '@/components/language/use-language'
import { UpdatesTickBox } from '@/components/form/updates-tick-box'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { successIn } from '@/components/form/submission-confirmation-words'
import { submitAllianceRegistration } from '@/features/alliance/api/submit-alliance-registration'
import {
  allianceRegistrationForm,
  type AllianceRegistrationFormInput,
} from '@schemas/alliance-registration'
import { emptyValues, formSchema } from '@schemas/form-description'
import type { Language } from '@schemas/languages'
import { subscribeFromTickBox } from '@/lib/subscribe-to-updates'

export const ALLIANCE_DRAFT_KEY = 'draft:alliance-registration'

/** The form's name and button, in each language. */
const words: Record<Language, IntakeFormWords> = {
  en: { label: 'Alliance registration', submit: 'Join the Alliance', busy: 'Sending...' },
  es: { label: 'Registro en la Alianza', submit: 'Unirse a la Alianza', busy: 'Enviando...' },
}

/** The alliance registration of /join-alliance: its fields as its description lists them. */
export function AllianceRegistrationForm() {
  // The updates tick box (unticked): the address is signed up once the registration is stored.
  const wantsUpdates = useRef(false)
  const language = useLanguage()
  const schema = useMemo(() => formSchema(allianceRegistrationForm, language), [language])
  const intake = useIntakeForm({
    kind: 'alliance_registration',
    language,
    schema,
    defaultValues: emptyValues<AllianceRegistrationFormInput>(allianceRegistrationForm),
    draft: { key: ALLIANCE_DRAFT_KEY },
    submit: async (values, idempotencyKey) => {
      const receipt = await submitAllianceRegistration(values, idempotencyKey, language)
      if (wantsUpdates.current) subscribeFromTickBox(values.email, 'alliance-registration')
      return receipt
    },
    success: successIn('alliance_registration', language),
  })

  return (
    <IntakeForm
      intake={intake}
      label={words[language].label}
      submitLabel={words[language].submit}
      busyLabel={words[language].busy}
    >
      <DescribedFields intake={intake} fields={allianceRegistrationForm.fields} />
      <UpdatesTickBox onChange={(ticked) => (wantsUpdates.current = ticked)} />
    </IntakeForm>
  )
}
