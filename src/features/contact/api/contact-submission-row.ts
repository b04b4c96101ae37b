import type { ContactFormValues } from '@schemas/contact'
import type { TablesInsert } from '@/lib/database.types'

/*
 * A plain mapping with no client behind it, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser.
 */

export type ContactSubmissionInsert = TablesInsert<'contact_submissions'>

/** The row spec section 7 inserts; status and created_at are left to the database. */
export function toContactSubmissionRow(values: ContactFormValues): ContactSubmissionInsert {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    organization_type: values.organizationType,
    organization_name: values.organizationName,
    subject: values.subject,
    message: values.message,
  }
}
