import type { ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { ErrorSummary } from '@/components/form/error-summary'
import { FormConfirmation } from '@/components/form/form-confirmation'
import { HoneypotField } from '@/components/form/form-field'
import { NoScriptNotice } from '@/components/form/no-script-notice'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import { SubmissionConfirmation } from '@/components/form/submission-confirmation'
import type { IntakeForm as IntakeFormState } from '@/components/form/use-intake-form'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { HONEYPOT_FIELD } from '@schemas/fields'

/**
 * The frame every intake form shares: the confirmation panel once a submission is stored (in place
 * of the form until "Send another"), the status region that announces a success, the note on
 * required fields, the form's own fields (children), the hidden honeypot and the submit button,
 * which is disabled and shows `busyLabel` ('Submitting...', 'Sending...') while the request runs.
 */
export function IntakeForm<TInput extends FieldValues, TOutput>({
  intake,
  label,
  submitLabel,
  busyLabel,
  className,
  children,
}: {
  intake: IntakeFormState<TInput, TOutput>
  /** The form's accessible name. */
  label: string
  submitLabel: string
  busyLabel: string
  className?: string
  children: ReactNode
}) {
  const { onSubmit, statusRef, confirmation, receipt, sendAnother } = intake
  return (
    <form
      noValidate
      // Never GET: without scripting a GET would put every answer in the address (history, logs,
      // referrers). A dialog-method form outside a <dialog> sends nothing; the app sends it.
      method="dialog"
      onSubmit={onSubmit}
      aria-label={label}
      className={cn('relative grid gap-6', className)}
    >
      {receipt ? (
        // The stored submission's confirmation stands in for the fields until "Send another".
        <SubmissionConfirmation
          ref={statusRef}
          form={receipt.form}
          reference={receipt.reference}
          onSendAnother={sendAnother}
        />
      ) : (
        <IntakeFormFields
          intake={intake}
          confirmation={confirmation}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
        >
          {children}
        </IntakeFormFields>
      )}
    </form>
  )
}

function IntakeFormFields<TInput extends FieldValues, TOutput>({
  intake,
  confirmation,
  submitLabel,
  busyLabel,
  children,
}: {
  intake: IntakeFormState<TInput, TOutput>
  confirmation: IntakeFormState<TInput, TOutput>['confirmation']
  submitLabel: string
  busyLabel: string
  children: ReactNode
}) {
  const { form, statusRef } = intake
  const busy = form.formState.isSubmitting
  return (
    <>
      <FormConfirmation ref={statusRef} confirmation={confirmation} />
      <NoScriptNotice />
      <ErrorSummary form={form} />
      <RequiredFieldsNote />
      {children}
      <HoneypotField registration={form.register(HONEYPOT_FIELD as Path<TInput>)} />
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  )
}
