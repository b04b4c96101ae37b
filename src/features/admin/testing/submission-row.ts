import type { SubmissionRow } from '../types'

/** A pending, read row of the desk's list for component tests: `first_name` and its address vary. */
export function submissionRow(id: string, firstName: string): SubmissionRow {
  return {
    id,
    first_name: firstName,
    last_name: 'Doe',
    email: `${firstName.toLowerCase()}@example.org`,
    status: 'pending',
    created_at: '2025-10-07T15:04:00Z',
    unread: false,
  }
}
