import {
  allianceRegistrationForm,
  type AllianceRegistrationFormValues,
} from '@schemas/alliance-registration'
import { toRow } from '@schemas/form-description'
import type { TablesInsert } from '@/lib/database.types'

/*
 * A plain mapping with no client behind it, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser. The mapping is
 * the form's description's, the same one the notification worker reads rows back with.
 */

export type AllianceRegistrationInsert = TablesInsert<'alliance_registrations'>

/** The stored row; the optional phone and message are stored as null when left empty. */
export function toAllianceRegistrationRow(
  values: AllianceRegistrationFormValues,
): AllianceRegistrationInsert {
  return toRow(allianceRegistrationForm, values) as AllianceRegistrationInsert
}
