import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'
import {
  toRecordCollaboration,
  type RecordCollaboration,
  type RecordRef,
} from './record-collaboration'

/** "Assign to me" (assign true) or "Unassign" (false), answering with the record's owner now. */
export async function setRecordAssignment(
  record: RecordRef,
  assign: boolean,
): Promise<RecordCollaboration> {
  const { data, error } = await supabase.rpc('set_record_assignment', {
    p_record_kind: record.recordKind,
    p_record_id: record.recordId,
    p_assign: assign,
  })
  if (error) throw toAdminApiError(error)
  return toRecordCollaboration(data)
}
