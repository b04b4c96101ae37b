/*
 * Turns a failed submission into a sentence a visitor understands. Database refusals and network
 * failures arrive from supabase-js as plain objects ({ message, code, details, hint }).
 */

export const GENERIC_SUBMISSION_ERROR = 'An error occurred. Please try again.'
export const NETWORK_SUBMISSION_ERROR =
  'We could not reach our server. Please check your internet connection and try again. Your answers are still here.'
export const REFUSED_SUBMISSION_ERROR =
  'Some of your answers could not be accepted. Please review the form and try again.'

/**
 * The database's refusal of a draft's key already used with different answers (HTTP 409): the
 * answers stay in the form and the next send uses a new key (use-intake-form.ts).
 */
export const IDEMPOTENCY_KEY_REUSED = 'PT409'

/** The error a feature's api throws; its message is ready to show in the 'Submission Error' toast. */
export class SubmissionError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'SubmissionError'
  }
}

const NETWORK_PATTERNS = [/fetch failed/i, /failed to fetch/i, /networkerror/i, /load failed/i]

/** Describes a supabase-js error (and its HTTP status, when known) for the visitor. */
export function describeSubmissionError(
  error: { message?: string; code?: string } | null | undefined,
  status?: number,
): string {
  const message = error?.message ?? ''
  const code = error?.code ?? ''
  // The database's own `raise exception` messages (the rate limit, a reused idempotency key with
  // changed answers) are written for visitors.
  if ((code === 'P0001' || code === IDEMPOTENCY_KEY_REUSED) && message) return message
  if (status === 0 || NETWORK_PATTERNS.some((pattern) => pattern.test(message))) {
    return NETWORK_SUBMISSION_ERROR
  }
  // Check, not-null and type violations: the form's rules were bypassed or disagree.
  if (['23514', '23502', '22001', '22P02'].includes(code)) return REFUSED_SUBMISSION_ERROR
  return GENERIC_SUBMISSION_ERROR
}

/** The message to show for anything an api call threw. */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof SubmissionError) return error.message
  if (error instanceof Error) return describeSubmissionError(error)
  return GENERIC_SUBMISSION_ERROR
}
