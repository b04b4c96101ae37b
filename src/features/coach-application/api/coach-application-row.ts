import {
  coachApplicationForm,
  type CoachApplicationFormValues,
  type CoachApplicationPayload,
} from '@schemas/coach-application'
import { toRow } from '@schemas/form-description'
import type { TablesInsert } from '@/lib/database.types'

/*
 * Plain mappings with no client behind them, so the test factories (tests/support/factories.ts)
 * build rows exactly as the form stores them, in Node as well as in the browser. The row mapping
 * is the form's description's, the same one the notification worker reads rows back with.
 */

export type CoachApplicationInsert = TablesInsert<'coach_applications'>

/**
 * The row spec section 3 describes (organization and title both get the current occupation,
 * teaching experience is stored as 'Yes'/'No'), as the form's description maps it; status and
 * created_at are left to the database.
 */
export function toCoachApplicationRow(values: CoachApplicationPayload): CoachApplicationInsert {
  return toRow(coachApplicationForm, values) as CoachApplicationInsert
}

/** The notification payload of spec section 7: the form without the agreement and honeypot. */
export function toCoachApplicationPayload(
  values: CoachApplicationFormValues,
): CoachApplicationPayload {
  const { agreeToTerms: _agreed, website: _honeypot, ...payload } = values
  return payload
}
