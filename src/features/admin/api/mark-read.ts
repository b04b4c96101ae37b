import { supabase } from '@/lib/supabase'
import { RECORD_KINDS, type DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'

const INSERT_CHUNK = 1000
/** Ids in one DELETE's query string: 200 uuids keep the URL under 8 KB. */
const DELETE_CHUNK = 200

/** Marks records read for the signed-in reviewer (their own read markers; others keep theirs). */
export async function markRead(kind: DeskTab, ids: readonly string[]): Promise<void> {
  const recordKind = RECORD_KINDS[kind]
  for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
    const rows = ids
      .slice(start, start + INSERT_CHUNK)
      .map((id) => ({ record_kind: recordKind, record_id: id }))
    // Already read stays read: an existing marker is left as it is.
    const { error } = await supabase
      .from('record_reads')
      .upsert(rows, { onConflict: 'user_id,record_kind,record_id', ignoreDuplicates: true })
    if (error) throw toAdminApiError(error)
  }
}

/** Makes records new again for the signed-in reviewer only. */
export async function markUnread(kind: DeskTab, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const { error } = await supabase
      .from('record_reads')
      .delete()
      .eq('record_kind', RECORD_KINDS[kind])
      .in('record_id', ids.slice(start, start + DELETE_CHUNK))
    if (error) throw toAdminApiError(error)
  }
}
