import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import {
  CheckAnswers,
  type CheckAnswersCopy,
  type CheckAnswersRow,
} from '@/components/form/check-answers'
import { ErrorSummary } from '@/components/form/error-summary'
import { FormConfirmation } from '@/components/form/form-confirmation'
import { formWords } from '@/components/form/form-words'
import { HoneypotField } from '@/components/form/form-field'
import { NoScriptNotice } from '@/components/form/no-script-notice'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import { SubmissionConfirmation } from '@/components/form/submission-confirmation'
import { useFormFunnel } from '@/components/form/use-form-funnel'
import type { IntakeForm as IntakeFormState } from '@/components/form/use-intake-form'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { HONEYPOT_FIELD } from '@schemas/fields'

/** A "Check your answers" step before the final button (the AI Coach application). */
export interface CheckAnswersStep<TInput extends FieldValues> {
  copy: CheckAnswersCopy
  /** The first step's button: it checks the answers and shows them for review. */
  continueLabel: string
  rows: (values: TInput) => CheckAnswersRow[]
}

/**
 * The frame every intake form shares: the confirmation panel once a submission is stored (in place
 * of the form until "Send another"), the status region that announces a success, the note on
 * required fields, the form's own fields (children), the hidden honeypot and the submit button,
 * which is disabled and shows `busyLabel` ('Submitting...', 'Sending...') while the request runs.
 * With `checkAnswers`, the first button shows every answer for review, each with a "Change" link,
 * and the final button sends (GOV.UK's check answers pattern).
 */
export function IntakeForm<TInput extends FieldValues, TOutput>({
  intake,
  label,
  submitLabel,
  busyLabel,
  checkAnswers,
  className,
  children,
}: {
  intake: IntakeFormState<TInput, TOutput>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  busyLabel: string
  checkAnswers?: CheckAnswersStep<TInput>
  className?: string
  children: ReactNode
}) {
  const { form, onValid, statusRef, receipt, sendAnother } = intake
  const [checking, setChecking] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Completion rates for the desk: the check page reached, a submit refused, a send.
  const recordStep = useFormFunnel(formRef, intake.kind, receipt)
  const onInvalid = () => {
    recordStep('refused')
    intake.onInvalid()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, onInvalid)(event)
  const onSubmitWithCheck = (event: FormEvent<HTMLFormElement>) => {
    if (!checking) {
      return form.handleSubmit(() => {
        recordStep('checked')
        setChecking(true)
      }, onInvalid)(event)
    }
    return form.handleSubmit(onValid, () => {
      // Changed meanwhile in another way (a restored draft): back to the fields and their messages.
      setChecking(false)
      onInvalid()
    })(event)
  }
  return (
    <form
      ref={formRef}
      data-funnel={intake.kind}
      noValidate
      // Never GET: without scripting a GET would put every answer in the address (history, logs,
      // referrers). A dialog-method form outside a <dialog> sends nothing; the app sends it.
      method="dialog"
      onSubmit={checkAnswers ? onSubmitWithCheck : onSubmit}
      onInput={intake.dismissValidationError}
      aria-label={label}
      className={cn('relative grid gap-6', className)}
    >
      {receipt ? (
        // The stored submission's confirmation stands in for the fields until "Send another".
        <SubmissionConfirmation
          ref={statusRef}
          form={receipt.form}
          reference={receipt.reference}
          acknowledgement={receipt.acknowledgement}
          success={intake.confirmation}
          onSendAnother={() => {
            setChecking(false)
            sendAnother()
          }}
        />
      ) : (
        <IntakeFormFields
          intake={intake}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          checkAnswers={checkAnswers}
          checking={checking}
          onChangeAnswer={() => setChecking(false)}
        >
          {children}
        </IntakeFormFields>
      )}
    </form>
  )
}

/** Moves focus to a field by its id: the control itself, or a group's first control. */
function focusFieldById(fieldId: string) {
  const target = document.getElementById(fieldId)
  const control =
    target instanceof HTMLFieldSetElement
      ? target.querySelector<HTMLElement>('input:checked, input, select, textarea')
      : target
  control?.focus({ preventScroll: true })
  target?.scrollIntoView?.({ block: 'center' })
}

function IntakeFormFields<TInput extends FieldValues, TOutput>({
  intake,
  submitLabel,
  busyLabel,
  checkAnswers,
  checking,
  onChangeAnswer,
  children,
}: {
  intake: IntakeFormState<TInput, TOutput>
  submitLabel: string
  busyLabel: string
  checkAnswers?: CheckAnswersStep<TInput>
  checking: boolean
  onChangeAnswer: () => void
  children: ReactNode
}) {
  const { form, statusRef, confirmation, submitError } = intake
  // Busy only while a checked submission is sent (useIntakeSubmit), not while it is checked.
  const busy = intake.sending
  const checkHeading = useRef<HTMLHeadingElement>(null)
  const changing = useRef<string | null>(null)
  // The check page takes focus when it appears; "Change" gives it back to the field it names.
  useEffect(() => {
    if (checking) {
      checkHeading.current?.focus({ preventScroll: true })
      checkHeading.current?.scrollIntoView?.({ block: 'start' })
    } else if (changing.current) {
      focusFieldById(changing.current)
      changing.current = null
    }
  }, [checking])
  const errorId = `${intake.idPrefix}-submit-error`
  const onReview = checkAnswers && !checking
  return (
    <>
      <FormConfirmation ref={statusRef} confirmation={confirmation} />
      <NoScriptNotice language={intake.language} />
      {checking && checkAnswers ? (
        <CheckAnswers
          ref={checkHeading}
          copy={checkAnswers.copy}
          rows={checkAnswers.rows(form.getValues())}
          onChange={(fieldId) => {
            changing.current = fieldId
            onChangeAnswer()
          }}
        />
      ) : null}
      {/* Hidden, not unmounted, while the answers are checked: every value stays registered. */}
      <div className={checking ? 'hidden' : 'contents'}>
        <ErrorSummary form={form} language={intake.language} />
        <RequiredFieldsNote language={intake.language} />
        {children}
      </div>
      <HoneypotField registration={form.register(HONEYPOT_FIELD as Path<TInput>)} />
      <div className="grid justify-items-start gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          // What the boot script shows on a Submit that comes before the app (src/boot.ts).
          data-busy-label={onReview ? formWords[intake.language].checking : busyLabel}
          aria-describedby={submitError ? errorId : undefined}
          className="w-full sm:w-auto"
        >
          {onReview ? checkAnswers.continueLabel : busy ? busyLabel : submitLabel}
        </Button>
        {submitError ? (
          <p id={errorId} role="alert" className="text-destructive text-sm font-medium">
            {submitError}
          </p>
        ) : null}
      </div>
    </>
  )
}
