import type { ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { ErrorSummary } from '@/components/form/error-summary'
import { FormConfirmation } from '@/components/form/form-confirmation'
import { HoneypotField } from '@/components/form/form-field'
import { NoScriptNotice } from '@/components/form/no-script-notice'
import { RequiredFieldsNote } from '@/components/form/required-fields-note'
import type { IntakeForm as IntakeFormState } from '@/components/form/use-intake-form'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { HONEYPOT_FIELD } from '@schemas/fields'

/**
 * The frame every intake form shares: the status region that announces a success, the note on
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
  const { form, onSubmit, statusRef, confirmation } = intake
  const busy = form.formState.isSubmitting
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
    </form>
  )
}
