import { type FormEvent, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { formWords, submissionErrorIn } from '@/components/form/form-words'
import { toast } from '@/components/ui/use-toast'
import { isHoneypotFilled } from '@schemas/fields'
import type { Language } from '@schemas/languages'
import { submissionErrorMessage } from '@/lib/submission-error'
import type { SubmissionReceipt } from '@/lib/submission-receipt'

export interface SuccessMessage {
  title: string
  description: string
}

/**
 * The submit flow the three intake forms share (spec section 8):
 * - invalid: inline messages, the "There is a problem" summary, which takes focus
 *   (error-summary.tsx), and the 'Validation Error' toast;
 * - honeypot filled: the normal success, and nothing is sent;
 * - stored: the form resets, the draft is forgotten and focus moves to the confirmation at the top
 *   of the form, which says the success message (no toast repeats it: one message per event);
 * - refused or unreachable: the reason next to the button (role="alert"), and every value stays
 *   in the form.
 */
export function useIntakeSubmit<TInput extends FieldValues, TOutput>({
  form,
  submit,
  success,
  onSuccess,
  idempotencyKey = () => '',
  language = 'en',
}: {
  form: UseFormReturn<TInput, unknown, TOutput>
  /**
   * Stores the submission under the draft's idempotency key and answers its reference; throws a
   * SubmissionError (or anything) on failure.
   */
  submit: (values: TOutput, idempotencyKey: string) => Promise<SubmissionReceipt | void>
  success: SuccessMessage
  /** Runs after a success, with the stored submission's receipt (none for a caught bot). */
  onSuccess?: (receipt: SubmissionReceipt | void) => void
  /** The draft's key: the same on every send of one draft (useSubmissionReceipt). */
  idempotencyKey?: () => string
  /** The page's language: the toast's words and the reason a send failed are said in it. */
  language?: Language
}) {
  const statusRef = useRef<HTMLDivElement>(null)
  const [confirmation, setConfirmation] = useState<SuccessMessage | null>(null)
  /** Why the last send failed, shown next to the button. */
  const [submitError, setSubmitError] = useState<string | null>(null)
  /**
   * True while a checked submission is on its way: the button's busy words say "Sending..." only
   * then, never while the answers are being checked (react-hook-form's isSubmitting covers both,
   * so a refused form flashed "Sending..." before its errors).
   */
  const [sending, setSending] = useState(false)

  function succeed(receipt: SubmissionReceipt | void) {
    // No toast: the confirmation at the top of the form, which takes focus, is the one message.
    form.reset()
    onSuccess?.(receipt)
    setConfirmation(success)
    // After the status renders, move focus to the top of the form so keyboard and screen reader
    // users start again from there.
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  async function onValid(values: TOutput) {
    setConfirmation(null)
    setSubmitError(null)
    if (isHoneypotFilled(values)) {
      succeed()
      return
    }
    let receipt: SubmissionReceipt | void
    setSending(true)
    try {
      receipt = await submit(values, idempotencyKey())
    } catch (error) {
      const description = submissionErrorIn(submissionErrorMessage(error), language)
      // Said once, next to the button (role="alert"): a toast repeating it was read out
      // twice by screen readers, and its own script may be the download that failed on a weak
      // connection.
      setSubmitError(description)
      return
    } finally {
      setSending(false)
    }
    succeed(receipt)
  }

  /** The Validation Error toast on screen, taken down once the visitor edits an answer. */
  const validationToast = useRef<{ dismiss: () => void } | null>(null)

  function onInvalid() {
    setConfirmation(null)
    setSubmitError(null)
    validationToast.current?.dismiss()
    validationToast.current = toast({
      ...formWords[language].validationToast,
      variant: 'destructive',
    })
  }

  /**
   * Called on an edit: the toast has said its piece (the summary and the messages stay), and on a
   * phone it would otherwise cover part of the form while the visitor corrects it.
   */
  function dismissValidationError() {
    validationToast.current?.dismiss()
    validationToast.current = null
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    return form.handleSubmit(onValid, onInvalid)(event)
  }

  /** Hides the success line (the form is shown again after "Send another"). */
  const clearConfirmation = () => setConfirmation(null)

  return {
    onSubmit,
    onValid,
    onInvalid,
    dismissValidationError,
    sending,
    statusRef,
    confirmation,
    clearConfirmation,
    submitError,
  }
}
