import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import {
  toRecordCollaboration,
  type PresenceState,
  type RecordCollaboration,
  type RecordRef,
} from './record-collaboration'

/**
 * The heartbeat of an open record: says the reviewer is viewing it or writing a reply, and
 * answers with its owner and who else is on it (public.touch_record_presence).
 */
export async function touchRecordPresence(
  record: RecordRef,
  state: PresenceState,
): Promise<RecordCollaboration> {
  const { data, error } = await supabase.rpc('touch_record_presence', {
    p_record_kind: record.recordKind,
    p_record_id: record.recordId,
    p_state: state,
  })
  if (error) throw toAdminApiError(error)
  return toRecordCollaboration(data)
}
