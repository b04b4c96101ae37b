import { supabase } from '@/lib/supabase'
import { RECORD_KINDS, type DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'

/** Ids per call: a JSON body of 5,000 ids is ~190 KB, well inside any gateway's limit. */
const CHUNK = 5000

/**
 * Sets the status of many records at once (rpc desk_set_status: one UPDATE per chunk, each row
 * recorded in the status history by trigger). Returns how many records changed.
 */
export async function setStatuses(
  kind: DeskTab,
  ids: readonly string[],
  status: string,
): Promise<number> {
  let changed = 0
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { data, error } = await supabase.rpc('desk_set_status', {
      _record_kind: RECORD_KINDS[kind],
      _record_ids: ids.slice(start, start + CHUNK),
      _status: status,
    })
    if (error) throw toAdminApiError(error)
    changed += data ?? 0
  }
  return changed
}
