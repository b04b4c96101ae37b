/*
 * The one name of each kind of stored record, as the database names it (record_kind in
 * record_notes, record_reads, notification_deliveries, the funnel). Zod-free, so content modules
 * (next-steps.ts) may import it without pulling zod into a page's chunk.
 */
export type RecordKind = 'coach_application' | 'contact_submission' | 'alliance_registration'

export const recordKinds = [
  'coach_application',
  'contact_submission',
  'alliance_registration',
] as const satisfies readonly RecordKind[]
