import { contactForm, type ContactFormValues } from '@schemas/contact'
import { toRow } from '@schemas/form-description'
import type { TablesInsert } from '@/lib/database.types'

/*
 * A plain mapping with no client behind it, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser. The mapping is
 * the form's description's, the same one the notification worker reads rows back with.
 */

export type ContactSubmissionInsert = TablesInsert<'contact_submissions'>

/** The row spec section 7 inserts; status and created_at are left to the database. */
export function toContactSubmissionRow(values: ContactFormValues): ContactSubmissionInsert {
  return toRow(contactForm, values) as ContactSubmissionInsert
}
