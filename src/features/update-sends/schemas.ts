import { topicsSchema } from '@schemas/update-subscription'
import { z } from 'zod'

/*
 * The desk's update form: subject, text, topics and where the words came from. The database
 * repeats each rule with the same words (private.update_send_values, migration
 * 20251101030600_update_sends.sql), since a desk call can skip this form.
 */

export const SUBJECT_MAX = 150
export const TEXT_MAX = 20_000

export const updateFormSchema = z.object({
  /** 'written', or the published news item or event the words came from ('news:<slug>'). */
  source: z.string(),
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject, the line people see in their inbox.')
    .max(SUBJECT_MAX, `Keep the subject to ${SUBJECT_MAX} characters or fewer.`),
  text: z
    .string()
    .trim()
    .min(1, 'Enter the update’s text.')
    .max(TEXT_MAX, 'Keep the text to 20,000 characters or fewer.'),
  topics: topicsSchema,
})

export type UpdateFormValues = z.infer<typeof updateFormSchema>
export type UpdateField = keyof UpdateFormValues

export const emptyUpdate: UpdateFormValues = {
  source: 'written',
  subject: '',
  text: '',
  topics: [],
}
