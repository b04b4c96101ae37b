/**
 * How long the privacy policy keeps each kind of record, in months. The privacy page's
 * "How long we keep information" list is written from these numbers, and the database's
 * `retention_periods` table (read by the daily job that deletes what is older, migration
 * personal_data) holds the same ones: tests/stack/retention-periods.test.ts compares the two, so
 * a change here without a migration, or the other way round, fails the suite.
 */
export const retentionMonths = {
  /** Rejected AI Coach applications, from the decision. */
  coach_application_not_accepted: 24,
  /** Contact messages, from the last reply. */
  contact_submission: 24,
  /** Alliance registrations, from the last contact. */
  alliance_registration: 36,
} as const satisfies Record<string, number>
