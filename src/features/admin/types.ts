import type { Database } from '@/lib/database.types'

type PublicSchema = Database['public']
type Row<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']

export type CoachApplication = Row<'coach_applications'>
export type ContactSubmission = Row<'contact_submissions'>
export type AllianceRegistration = Row<'alliance_registrations'>

export type SubmissionKind = 'applications' | 'contacts' | 'alliance'

export interface ListFilter {
  /** One status value, or null for every status. */
  status: string | null
  /** Free text matched against first name, last name and e-mail. */
  search: string
}

export interface PageRequest extends ListFilter {
  /** Zero-based page number. */
  page: number
}

export interface Page<T> {
  rows: T[]
  /** Rows matching the filter, over all pages. */
  total: number
}

/** 50 rows a page: enough to scan, small enough to stay fast at 10,000 submissions. */
export const PAGE_SIZE = 50

export interface StatusChange {
  id: string
  old_status: string | null
  new_status: string | null
  changed_by_email: string | null
  changed_at: string
}

export interface WeeklyCount {
  week_start: string
  applications: number
}

export interface RegionCount {
  region: string
  applications: number
  approved: number
}
