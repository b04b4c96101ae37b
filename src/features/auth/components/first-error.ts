import type { FieldErrors, FieldValues } from 'react-hook-form'

/** The message of the first invalid field in the order the form shows them. */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string {
  for (const name of order) {
    const message = errors[name]?.message
    if (typeof message === 'string' && message) return message
  }
  return 'Please check the form for errors and try again.'
}
