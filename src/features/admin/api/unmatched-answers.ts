import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { toAdminApiError } from './admin-api-error'

/** An answer by e-mail that matched no record (public.admin_unmatched_mail), oldest first. */
export interface UnmatchedAnswer {
  id: string
  from: string
  subject: string
  receivedAt: string
  /** Quoted text and signature trimmed, for reading. */
  displayText: string
  /** The text as received, kept whole. */
  originalText: string
}

export async function listUnmatchedAnswers(): Promise<UnmatchedAnswer[]> {
  const { data, error } = await supabase.rpc('admin_unmatched_mail')
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    id: row.id,
    from: row.from_address,
    subject: row.subject,
    receivedAt: row.received_at,
    displayText: row.display_text,
    originalText: row.body_text,
  }))
}

/** A record an answer can be attached to. */
export interface RecordMatch {
  recordKind: RecordKind
  recordId: string
  reference: string | null
  name: string
  email: string
  createdAt: string
}

const SEARCHED: {
  kind: RecordKind
  table: 'coach_applications' | 'contact_submissions' | 'alliance_registrations'
}[] = [
  { kind: 'coach_application', table: 'coach_applications' },
  { kind: 'contact_submission', table: 'contact_submissions' },
  { kind: 'alliance_registration', table: 'alliance_registrations' },
]

/**
 * Records whose reference is the text typed (any case) or whose e-mail address is: the ways a
 * person names themselves in an answer. At most 20, newest first.
 */
export async function findRecordsFor(text: string): Promise<RecordMatch[]> {
  const needle = text.trim()
  if (!needle) return []
  const byReference = /^[a-z]{2}-[a-z0-9]+$/i.test(needle)
  const found = await Promise.all(
    SEARCHED.map(async ({ kind, table }) => {
      const query = supabase
        .from(table)
        .select('id, reference, first_name, last_name, email, created_at')
        .order('created_at', { ascending: false })
        .limit(20)
      const { data, error } = byReference
        ? await query.eq('reference', needle.toUpperCase())
        : await query.ilike(
            'email',
            needle.replace(/[\\%_]/g, (c) => `\\${c}`),
          )
      if (error) throw toAdminApiError(error)
      return (data ?? []).map((row): RecordMatch => ({
        recordKind: kind,
        recordId: row.id,
        reference: row.reference,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        createdAt: row.created_at,
      }))
    }),
  )
  return found
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, 20)
}

/** Threads the answer into the record's timeline (audited). */
export async function attachAnswer(answerId: string, record: RecordMatch): Promise<void> {
  const { error } = await supabase.rpc('admin_attach_inbound_mail', {
    p_message_id: answerId,
    p_record_kind: record.recordKind,
    p_record_id: record.recordId,
  })
  if (error) throw toAdminApiError(error)
}

/** Deletes the answer for good (audited). */
export async function discardAnswer(answerId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_discard_inbound_mail', { p_message_id: answerId })
  if (error) throw toAdminApiError(error)
}
