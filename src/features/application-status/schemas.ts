import { z } from 'zod'
import { REFERENCE_PATTERN } from '@/lib/submission-receipt'
import type { Language } from '@schemas/languages'
import { lookupWordsIn } from './lookup-words'

/**
 * The lookup form, its messages in the page's language: a reference as printed (spaces and lower
 * case forgiven) and an e-mail address. The database forgives the same, so what is checked here is
 * only what a person can correct.
 */
export function statusLookupSchemaIn(language: Language) {
  const { messages } = lookupWordsIn[language].form
  return z.object({
    reference: z
      .string()
      .trim()
      .min(1, messages.referenceRequired)
      .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
      .refine((value) => REFERENCE_PATTERN.test(value), messages.referenceFormat),
    email: z.string().trim().pipe(z.email(messages.emailInvalid).max(255, messages.emailInvalid)),
  })
}

export const statusLookupSchema = statusLookupSchemaIn('en')

export type StatusLookupInput = z.input<typeof statusLookupSchema>
export type StatusLookupValues = z.output<typeof statusLookupSchema>
