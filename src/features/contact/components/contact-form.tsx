import { useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DescribedFields } from '@/components/form/described-fields'
import type { IntakeFormWords } from '@/components/form/form-words'
import { IntakeForm } from '@/components/form/intake-form'
import { useLanguage } from '@/components/language/use-language'
import { UpdatesTickBox } from '@/components/form/updates-tick-box'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { successIn } from '@/components/form/submission-confirmation-words'
import { partnerTierFromSearchParams, partnerTierMessage } from '@/content/partner-tier-links'
import { submitContact } from '@/features/contact/api/submit-contact'
import { contactForm, type ContactFormInput, subjectFromSearchParams } from '@schemas/contact'
import { emptyValues as describedEmptyValues, formSchema } from '@schemas/form-description'
import type { Language } from '@schemas/languages'
import { subscribeFromTickBox } from '@/lib/subscribe-to-updates'

export const CONTACT_DRAFT_KEY = 'draft:contact'

const emptyValues = describedEmptyValues<ContactFormInput>(contactForm)

/** The form's name and button, in each language. */
const words: Record<Language, IntakeFormWords> = {
  en: { label: 'Contact form', submit: 'Send Message', busy: 'Sending...' },
  es: { label: 'Formulario de contacto', submit: 'Enviar mensaje', busy: 'Enviando...' },
}

/** The contact form of /contact. `?subject=` (or `?type=partner`) preselects the subject. */
export function ContactForm() {
  const [searchParams] = useSearchParams()
  // The subject a link asks for is the form's default: the static host serves /contact?subject=…
  // as a page prerendered with that subject (scripts/prerender.ts, dist/_redirects), so it is
  // selected before any script runs, and the first client render matches that page.
  const preselected = subjectFromSearchParams(searchParams)
  // The updates tick box (unticked): the address is signed up once the message is stored.
  const wantsUpdates = useRef(false)
  const language = useLanguage()
  const schema = useMemo(() => formSchema(contactForm, language), [language])
  const intake = useIntakeForm({
    kind: 'contact_submission',
    language,
    schema,
    defaultValues: preselected ? { ...emptyValues, subject: preselected } : emptyValues,
    draft: { key: CONTACT_DRAFT_KEY },
    submit: async (values, idempotencyKey) => {
      const receipt = await submitContact(values, idempotencyKey, language)
      if (wantsUpdates.current) subscribeFromTickBox(values.email, 'contact-form')
      return receipt
    },
    success: successIn('contact_submission', language),
  })
  const { form } = intake

  useEffect(() => {
    // A link's subject is the visitor's latest choice: it wins over one kept in the tab's draft.
    if (preselected && form.getValues('subject') !== preselected) {
      form.setValue('subject', preselected, { shouldDirty: true })
    }
  }, [preselected, form])
  // "Discuss this tier" (/partners) names the tier; a message already typed or restored stays.
  const tier = partnerTierFromSearchParams(searchParams)
  const tierMessage = tier ? partnerTierMessage(tier) : undefined
  useEffect(() => {
    if (tierMessage && !form.getValues('message')) form.setValue('message', tierMessage)
  }, [tierMessage, form])

  return (
    <IntakeForm
      intake={intake}
      label={words[language].label}
      submitLabel={words[language].submit}
      busyLabel={words[language].busy}
    >
      <DescribedFields intake={intake} fields={contactForm.fields} />
      <UpdatesTickBox onChange={(ticked) => (wantsUpdates.current = ticked)} />
    </IntakeForm>
  )
}
