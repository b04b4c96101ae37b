import { supabase } from '@/lib/supabase'
import { mountainDayStart, nextDay } from '../lib/date-range'
import { SORT_KEYS } from '../lib/keyset'
import { searchWords } from '../lib/search'
import type {
  AllianceRegistration,
  CoachApplication,
  ContactSubmission,
  DeskFields,
  ListFilter,
  SortOrder,
  DeskTab,
} from '../types'

/** The views the dashboard reads (migration reviewers_desk): rows plus search_text and unread. */
export const DESK_VIEWS = {
  applications: 'coach_applications_desk',
  contacts: 'contact_submissions_desk',
  alliance: 'alliance_registrations_desk',
} as const

export interface DeskRows {
  applications: CoachApplication & DeskFields
  contacts: ContactSubmission & DeskFields
  alliance: AllianceRegistration & DeskFields
}

/** The part of a PostgREST query builder the desk needs, whichever view it reads. */
export interface DeskQuery {
  eq(column: string, value: string | boolean): DeskQuery
  ilike(column: string, pattern: string): DeskQuery
  gte(column: string, value: string): DeskQuery
  lt(column: string, value: string): DeskQuery
  or(filters: string): DeskQuery
  order(column: string, options: { ascending: boolean }): DeskQuery
  range(from: number, to: number): DeskQuery
  limit(count: number): DeskQuery
  maybeSingle(): PromiseLike<QueryResult<unknown>>
  then: PromiseLike<QueryResult<unknown[]>>['then']
}

export interface QueryResult<T> {
  data: T | null
  error: { message: string; code?: string } | null
  count?: number | null
}

/** A select on the kind's desk view, typed loosely: the rows are cast by the caller. */
export function fromDesk(
  kind: DeskTab,
  columns = '*',
  options?: { count?: 'exact'; head?: boolean },
): DeskQuery {
  // The three views share every column the desk filters and orders on; the union of their
  // builder types has no common callable signatures, hence the cast.
  return supabase.from(DESK_VIEWS[kind]).select(columns, options) as unknown as DeskQuery
}

/** Status filter, unread-only, mine, every search word somewhere in the name, e-mail or reference. */
export function applyListFilter(query: DeskQuery, filter: ListFilter): DeskQuery {
  let filtered = query
  if (filter.status) filtered = filtered.eq('status', filter.status)
  if (filter.unreadOnly) filtered = filtered.eq('unread', true)
  if (filter.mine) filtered = filtered.eq('mine', true)
  for (const word of searchWords(filter.search)) {
    filtered = filtered.ilike('search_text', `*${word}*`)
  }
  // A report's figure: its period in Mountain Time days, and its region or subject.
  if (filter.from) filtered = filtered.gte('created_at', mountainDayStart(filter.from))
  if (filter.to) filtered = filtered.lt('created_at', mountainDayStart(nextDay(filter.to)))
  if (filter.region) filtered = filtered.eq('region', filter.region)
  if (filter.subject) filtered = filtered.eq('subject', filter.subject)
  // Where the visit came from (the record's campaign and landing page).
  if (filter.campaign) filtered = filtered.eq('utm_campaign', filter.campaign)
  if (filter.landingPage) filtered = filtered.eq('landing_page', filter.landingPage)
  // The language the submission was made in.
  if (filter.language) filtered = filtered.eq('language', filter.language)
  return filtered
}

export function applySort(
  query: DeskQuery,
  sort: SortOrder = 'newest',
  reverse = false,
): DeskQuery {
  let ordered = query
  for (const key of SORT_KEYS[sort]) {
    ordered = ordered.order(key.column, { ascending: key.ascending !== reverse })
  }
  return ordered
}
