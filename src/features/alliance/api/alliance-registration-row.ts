import type { AllianceRegistrationFormValues } from '@schemas/alliance-registration'
import type { TablesInsert } from '@/lib/database.types'

/*
 * A plain mapping with no client behind it, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser.
 */

export type AllianceRegistrationInsert = TablesInsert<'alliance_registrations'>

/** The stored row; the optional phone and message are stored as null when left empty. */
export function toAllianceRegistrationRow(
  values: AllianceRegistrationFormValues,
): AllianceRegistrationInsert {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    organization: values.organization,
    organization_type: values.organizationType,
    title: values.title,
    interests: values.interests,
    message: values.message === '' ? null : values.message,
  }
}
