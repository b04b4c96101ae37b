import { supabase } from '@/lib/supabase'
import type { RecordRef } from './record-collaboration'

/** Closing a record: the reviewer is no longer on it. Best effort: the entry expires anyway. */
export async function leaveRecordPresence(record: RecordRef): Promise<void> {
  await supabase.rpc('leave_record_presence', {
    p_record_kind: record.recordKind,
    p_record_id: record.recordId,
  })
}
