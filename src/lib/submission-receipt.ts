import { SubmissionError } from '@/lib/submission-error'

/**
 * What a stored submission answers (public.submit_<form>): the reference the database drew. The
 * same idempotency key always answers the same reference, so a retried request shows the reference
 * of the record it already stored.
 */
export interface SubmissionReceipt {
  reference: string
  /**
   * Whether the acknowledgement e-mail goes out ('sending') or a limit on e-mail to a person
   * skipped it ('skipped'), as the intake RPC answers; absent when not known (a confirmation kept
   * from before the RPC said), so the page promises an e-mail only when it is sending.
   */
  acknowledgement?: AcknowledgementOutlook
}

export type AcknowledgementOutlook = 'sending' | 'skipped'

export function toAcknowledgementOutlook(value: unknown): AcknowledgementOutlook | undefined {
  return value === 'sending' || value === 'skipped' ? value : undefined
}

/** CA-, CT- or AL- and eight characters without look-alikes (migration intake_references). */
export const REFERENCE_PATTERN = /^(CA|CT|AL)-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/

export function toSubmissionReceipt(data: unknown): SubmissionReceipt {
  const reference =
    typeof data === 'object' && data !== null ? (data as { reference?: unknown }).reference : null
  if (typeof reference !== 'string' || !REFERENCE_PATTERN.test(reference)) {
    // Stored, but the answer is not what the database sends: sending again with the same key is
    // safe and answers the reference.
    throw new SubmissionError('An error occurred. Please try again.')
  }
  const acknowledgement = toAcknowledgementOutlook(
    (data as { acknowledgement?: unknown }).acknowledgement,
  )
  return acknowledgement ? { reference, acknowledgement } : { reference }
}
