import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { toAdminApiError } from './admin-api-error'

/** An answer the person sent back by e-mail, threaded into the record (public.inbound_messages). */
export interface RecordAnswer {
  id: string
  fromAddress: string
  subject: string
  /** The answer without the quoted e-mail and the signature. */
  displayText: string
  /** The original as received. */
  bodyText: string
  receivedAt: string
}

/** Every answer received on one record, newest first. */
export async function listAnswers(
  recordKind: RecordKind,
  recordId: string,
): Promise<RecordAnswer[]> {
  const { data, error } = await supabase
    .from('inbound_messages')
    .select('id, from_address, subject, display_text, body_text, received_at')
    .eq('record_kind', recordKind)
    .eq('record_id', recordId)
    .eq('state', 'threaded')
    .order('received_at', { ascending: false })
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    id: row.id,
    fromAddress: row.from_address,
    subject: row.subject,
    displayText: row.display_text,
    bodyText: row.body_text,
    receivedAt: row.received_at,
  }))
}
