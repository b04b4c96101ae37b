import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { AdminApiError, toAdminApiError } from './admin-api-error'

/** Everything held about one address (public.admin_personal_data): one JSON document. */
export interface PersonalData {
  email: string
  generated_at: string
  coach_applications: Record<string, unknown>[]
  contact_submissions: Record<string, unknown>[]
  alliance_registrations: Record<string, unknown>[]
}

/** Finds everything held about an address across the three forms (logged as an export). */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const { data, error } = await supabase.rpc('admin_personal_data', { _email: email })
  if (error) throw toAdminApiError(error)
  return data as unknown as PersonalData
}

/** What the desk is told before deleting everything about an address. */
export interface DeletionPreview {
  records: number
  /** Replies to the address not yet sent: they go out before the deletion. */
  queuedReplies: number
}

export async function getDeletionPreview(email: string): Promise<DeletionPreview> {
  const { data, error } = await supabase.rpc('admin_personal_data_deletion_preview', {
    _email: email,
  })
  if (error) throw toAdminApiError(error)
  const preview = data as { records?: number; queued_replies?: number } | null
  return { records: preview?.records ?? 0, queuedReplies: preview?.queued_replies ?? 0 }
}

export interface DeletionOutcome {
  /** 'deleted' once the confirmation went; 'waiting' while it (or a queued reply) is still queued. */
  state: 'deleted' | 'waiting'
  records: number
}

/**
 * Deletes every record of the address, with its notes, history and deliveries, after sending the
 * person a confirmation (the send-deletion-confirmation function; the database deletes once the
 * mail service has accepted it).
 */
export async function deletePersonalData(email: string): Promise<DeletionOutcome> {
  const { data, error } = await supabase.functions.invoke('send-deletion-confirmation', {
    body: { email },
  })
  if (error) {
    const context = (error as { context?: Response }).context
    const problem = (await context?.json?.().catch(() => null)) as { error?: string } | null
    throw new AdminApiError(problem?.error ?? 'The deletion could not be queued.')
  }
  const answer = data as { state?: string; records?: number }
  return { state: answer.state === 'deleted' ? 'deleted' : 'waiting', records: answer.records ?? 0 }
}

/**
 * Replies to one record that the mail service has not accepted yet (queued, being sent, or failed
 * and waiting for "Try again"): deleting the record discards them, so the desk says so first.
 */
export async function countUnsentReplies(kind: RecordKind, recordId: string): Promise<number> {
  const { count, error } = await supabase
    .from('desk_replies')
    .select('id', { count: 'exact', head: true })
    .eq('record_kind', kind)
    .eq('record_id', recordId)
    .neq('state', 'sent')
  if (error) throw toAdminApiError(error)
  return count ?? 0
}

/** Deletes one record with its notes, history and deliveries. */
export async function deleteRecord(kind: RecordKind, recordId: string): Promise<void> {
  const { error } = await supabase.rpc('admin_delete_record', {
    _record_kind: kind,
    _record_id: recordId,
  })
  if (error) throw toAdminApiError(error)
}
