import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { toAdminApiError } from './admin-api-error'

/** Another submission from the same e-mail address as the record open in the desk. */
export interface RelatedSubmission {
  recordKind: RecordKind
  id: string
  reference: string | null
  firstName: string
  lastName: string
  status: string
  createdAt: string
}

/**
 * The other submissions (any form) from the e-mail address of one record, compared without
 * regard to case, newest first (public.list_related_submissions).
 */
export async function listRelatedSubmissions(
  recordKind: RecordKind,
  recordId: string,
): Promise<RelatedSubmission[]> {
  const { data, error } = await supabase.rpc('list_related_submissions', {
    p_record_kind: recordKind,
    p_record_id: recordId,
  })
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    recordKind: row.record_kind as RecordKind,
    id: row.id,
    reference: row.reference,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    createdAt: row.created_at,
  }))
}
