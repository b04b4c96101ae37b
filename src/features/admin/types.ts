import type { ReactNode } from 'react'
import type { Database } from '@/lib/database.types'
import type { Language } from '@schemas/languages'
import type { RecordKind } from '@schemas/record-kind'

type PublicSchema = Database['public']
type Row<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']

export type CoachApplication = Row<'coach_applications'>
export type ContactSubmission = Row<'contact_submissions'>
export type AllianceRegistration = Row<'alliance_registrations'>

/**
 * The desk's tab (and `?tab=`) for each kind of record; the record kind itself is RecordKind, the
 * one name the database, the outbox and the forms use (@schemas/record-kind).
 */
export type DeskTab = 'applications' | 'contacts' | 'alliance'

export type { RecordKind }

/** The record kind each desk tab lists. */
export const RECORD_KINDS: Record<DeskTab, RecordKind> = {
  applications: 'coach_application',
  contacts: 'contact_submission',
  alliance: 'alliance_registration',
}

/** What every desk table row shows, whatever its kind: the name, status and when it came in. */
export interface SubmissionRow {
  id: string
  first_name: string
  last_name: string
  email: string
  status: string
  created_at: string
  unread: boolean
}

/** One column of a desk table besides the shared ones (select, status, submitted, change). */
export interface Column<Row> {
  header: string
  cell: (row: Row, openDetail: () => void) => ReactNode
  className?: string
}

/** A bulk action the reviewer asked for, waiting for confirmation. */
export type BulkAction = { type: 'status'; status: string } | { type: 'read' } | { type: 'unread' }

/** newest: submitted, newest first (the default); oldest: the reverse; name: last, first name A–Z. */
export const SORTS = ['newest', 'oldest', 'name'] as const
export type SortOrder = (typeof SORTS)[number]

export interface ListFilter {
  /** One status value, or null for every status. */
  status: string | null
  /** Free text; every word must appear in the first name, last name or e-mail. */
  search: string
  /** Only records the signed-in reviewer has never opened. */
  unreadOnly?: boolean
  /** Submitted on or after this Mountain Time day ("2025-11-01"); a report's figure links here. */
  from?: string
  /** Submitted on or before this Mountain Time day. */
  to?: string
  /** Applications from one region (the reports' "by region"). */
  region?: string
  /** Contact messages about one subject (the reports' "by subject"). */
  subject?: string
  /** Only records assigned to the signed-in reviewer ("Mine"). */
  mine?: boolean
  /** Submissions whose visit's campaign (utm_campaign) was exactly this. */
  campaign?: string
  /** Submissions whose visit began on this page (a path). */
  landingPage?: string
  /** Submissions made in this language. */
  language?: Language
}

/** What every row of the desk views carries besides its table's columns. */
export interface DeskFields {
  /** Never opened by the signed-in reviewer. */
  unread: boolean
}

export interface PageRequest extends ListFilter {
  /** Zero-based page number. */
  page: number
  sort?: SortOrder
}

export interface Page<T> {
  rows: T[]
  /** Rows matching the filter, over all pages. */
  total: number
}

/** 50 rows a page: enough to scan, small enough to stay fast at 10,000 submissions. */
export const PAGE_SIZE = 50

export interface WeeklyCount {
  week_start: string
  applications: number
}

export interface RegionCount {
  region: string
  applications: number
  approved: number
}

/** One entry of a record's timeline: a note or a status change. */
export type TimelineEntry =
  | {
      type: 'note'
      id: string
      at: string
      authorId: string | null
      authorEmail: string | null
      /** The author's display name on the team, when they have one. */
      authorName?: string | null
      body: string
      updatedAt: string
    }
  | {
      type: 'status'
      id: string
      at: string
      authorId: string | null
      authorEmail: string | null
      authorName?: string | null
      oldStatus: string | null
      newStatus: string
    }
