import { AppLink } from '@/components/ui/app-link'
import { Checkbox } from '@/components/ui/checkbox'
import { useMemo } from 'react'
import { paths } from '@/config/paths'
import { submitCoachApplication } from '@/features/coach-application/api/submit-coach-application'
import {
  coachApplicationForm,
  coachApplicationFormSchemaIn,
  type CoachApplicationFormInput,
} from '@schemas/coach-application'
import { emptyValues as describedEmptyValues } from '@schemas/form-description'
import { type Language, localizedPath } from '@schemas/languages'
import { describedAnswers } from '@/components/form/described-answers'
import { DescribedFields } from '@/components/form/described-fields'
import { fieldIds, FieldError } from '@/components/form/form-field'
import { formWords, type IntakeFormWords } from '@/components/form/form-words'
import { IntakeForm } from '@/components/form/intake-form'
import { useLanguage } from '@/components/language/use-language'
import { rulesAttribute } from '@/components/form/rules-attribute'
import { useIntakeForm } from '@/components/form/use-intake-form'
import { successIn } from '@/components/form/submission-confirmation-words'

export const COACH_APPLICATION_DRAFT_KEY = 'draft:coach-application'

// No answer to the yes/no question until the applicant gives one: a
// preselected "No" was recorded for everyone who skipped it. The schema requires an answer.
const emptyValues: CoachApplicationFormInput = {
  ...describedEmptyValues<CoachApplicationFormInput>(coachApplicationForm),
  hasTeachingExperience: null as unknown as boolean,
  agreeToTerms: false,
}

/**
 * The form's own words in each language: its name and buttons; the step before sending, to catch
 * a mistake (every answer, each with a way back to it); the agreement's sentence around its link.
 */
const words: Record<
  Language,
  IntakeFormWords & {
    check: {
      continueLabel: string
      heading: string
      intro: string
      change: string
      yes: string
      no: string
    }
    terms: { before: string; link: string; after: string }
  }
> = {
  en: {
    label: 'AI Coach application',
    submit: 'Submit Application',
    busy: 'Submitting...',
    check: {
      continueLabel: 'Continue',
      heading: 'Check your answers before sending your application',
      intro:
        'Nothing has been sent yet. Read your answers through; use Change to correct one, then send your application with the button below.',
      change: 'Change',
      yes: 'Yes',
      no: 'No',
    },
    terms: {
      before: 'I agree to the',
      link: 'terms of service',
      after:
        'and understand that selection includes a video interview, reference verification and a background check.',
    },
  },
  es: {
    label: 'Solicitud para AI Coach',
    submit: 'Enviar solicitud',
    busy: 'Enviando...',
    check: {
      continueLabel: 'Continuar',
      heading: 'Revise sus respuestas antes de enviar su solicitud',
      intro:
        'Todavía no se ha enviado nada. Lea sus respuestas; use Cambiar para corregir una y luego envíe su solicitud con el botón de abajo.',
      change: 'Cambiar',
      yes: 'Sí',
      no: 'No',
    },
    terms: {
      before: 'Acepto los',
      link: 'términos de servicio',
      after:
        'y entiendo que la selección incluye una entrevista por video, la verificación de referencias y una verificación de antecedentes.',
    },
  },
}

/** The AI Coach application of /ai-coach-application, with a check of the answers before sending. */
export function CoachApplicationForm() {
  const language = useLanguage()
  const schema = useMemo(() => coachApplicationFormSchemaIn(language), [language])
  const { check: checkCopy, terms, ...formName } = words[language]
  const intake = useIntakeForm({
    kind: 'coach_application',
    language,
    schema,
    defaultValues: emptyValues,
    draft: { key: COACH_APPLICATION_DRAFT_KEY },
    submit: (values, idempotencyKey) => submitCoachApplication(values, idempotencyKey, language),
    success: successIn('coach_application', language),
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
      label={formName.label}
      submitLabel={formName.submit}
      busyLabel={formName.busy}
      checkAnswers={{
        copy: checkCopy,
        continueLabel: checkCopy.continueLabel,
        rows: (values) =>
          describedAnswers(coachApplicationForm.fields, values, fid, checkCopy, language),
      }}
      className="gap-8"
    >
      <DescribedFields intake={intake} fields={coachApplicationForm.fields} yesNo={checkCopy} />

      <div data-field="" className="grid gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fid('terms')}
            // Checked by the page's inline boot too, before the app is there (boot-checks.ts).
            data-rules={rulesAttribute(schema.shape.agreeToTerms)}
            className="mt-0.5"
            aria-invalid={Boolean(errors.agreeToTerms)}
            aria-describedby={errors.agreeToTerms ? termsIds.error : undefined}
            aria-required
            {...register('agreeToTerms')}
          />
          <label htmlFor={fid('terms')} className="text-base">
            {terms.before}{' '}
            <AppLink
              href={localizedPath(paths.termsOfService, language)}
              className="text-primary font-semibold underline"
            >
              {terms.link}
            </AppLink>{' '}
            {terms.after}
            <span className="text-destructive">
              {' '}
              <span aria-hidden="true">*</span>
              <span className="sr-only">{formWords[language].required}</span>
            </span>
          </label>
        </div>
        <FieldError id={termsIds.error} message={errors.agreeToTerms?.message} />
      </div>
    </IntakeForm>
  )
}
