import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useClearErrorOnEdit } from '@/components/form/use-clear-error-on-edit'
import { type SuccessMessage, useIntakeSubmit } from '@/components/form/use-intake-submit'
import { useSessionDraft } from '@/components/form/use-session-draft'
import { useSubmissionReceipt } from '@/components/form/use-submission-receipt'
import { IDEMPOTENCY_KEY_REUSED, SubmissionError } from '@/lib/submission-error'
import type { SubmissionReceipt } from '@/lib/submission-receipt'
import type { Language } from '@schemas/languages'
import type { RecordKind } from '@schemas/record-kind'

/**
 * Everything the three intake forms share before their own fields: react-hook-form with the form's
 * zod schema, errors that clear when their field is edited (spec §2), every answer kept as a
 * sessionStorage draft, and the submit flow of `useIntakeSubmit` (toasts, focus, honeypot, reset).
 * A form file then holds only its own fields.
 */
export function useIntakeForm<TInput extends FieldValues, TOutput>({
  kind,
  schema,
  defaultValues,
  draft,
  submit,
  success,
  language = 'en',
}: {
  /** Which form this is: its confirmation panel, next steps and idempotency key. */
  kind: RecordKind
  schema: z.ZodType<TOutput, TInput>
  defaultValues: DefaultValues<TInput>
  /** The sessionStorage key that keeps every answer while the visitor types (`draft:<form>`). */
  draft: { key: string }
  /**
   * Stores the submission under the draft's idempotency key and answers its reference; throws on
   * failure (the message goes to the 'Submission Error' toast).
   */
  submit: (values: TOutput, idempotencyKey: string) => Promise<SubmissionReceipt | void>
  success: SuccessMessage
  /**
   * The page's language (`useLanguage()`): the form's words, its messages (`schema` is the form's
   * schema in this language) and its toasts are in it.
   */
  language?: Language
}) {
  const idPrefix = useId()
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    // Re-checked on the next submit, not while the visitor is still typing.
    reValidateMode: 'onSubmit',
    // useIntakeSubmit focuses the first invalid field in reading order instead.
    shouldFocusError: false,
  })
  useClearErrorOnEdit(form)
  const clearDraft = useSessionDraft(draft.key, form)
  const submission = useSubmissionReceipt(kind)
  const intake = useIntakeSubmit({
    form,
    submit: async (values, key) => {
      try {
        return await submit(values, key)
      } catch (error) {
        if (error instanceof SubmissionError && error.code === IDEMPOTENCY_KEY_REUSED) {
          submission.renewKey()
        }
        throw error
      }
    },
    success,
    idempotencyKey: submission.idempotencyKey,
    language,
    onSuccess: (receipt) => {
      clearDraft()
      if (receipt) submission.confirm(receipt)
    },
  })
  /** "Send another": the confirmation goes, the empty form comes back with the focus at its top. */
  const sendAnother = () => {
    submission.dismiss()
    intake.clearConfirmation()
    requestAnimationFrame(() => intake.statusRef.current?.focus())
  }
  /** A field's element id, unique on the page: `${idPrefix}-${name}`. */
  const fieldId = (name: string) => `${idPrefix}-${name}`
  return {
    form,
    idPrefix,
    fieldId,
    kind,
    language,
    receipt: submission.receipt,
    sendAnother,
    ...intake,
  }
}

export type IntakeForm<TInput extends FieldValues, TOutput> = ReturnType<
  typeof useIntakeForm<TInput, TOutput>
>
