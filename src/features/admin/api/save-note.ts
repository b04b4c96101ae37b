import { supabase } from '@/lib/supabase'
import { RECORD_KINDS, type DeskTab } from '../types'
import { AdminApiError, toAdminApiError } from './admin-api-error'

/** Notes are 1-5,000 characters after trimming (the table's CHECK constraints say the same). */
export const MAX_NOTE_LENGTH = 5000

/** Adds a note by the signed-in reviewer to a record. */
export async function addNote(kind: DeskTab, recordId: string, body: string): Promise<void> {
  const { error } = await supabase
    .from('record_notes')
    .insert({ record_kind: RECORD_KINDS[kind], record_id: recordId, body: body.trim() })
  if (error) throw toAdminApiError(error)
}

/** Changes the text of one of the signed-in reviewer's own notes (RLS refuses anyone else's). */
export async function updateNote(id: string, body: string): Promise<void> {
  const { data, error } = await supabase
    .from('record_notes')
    .update({ body: body.trim() })
    .eq('id', id)
    .select('id')
  if (error) throw toAdminApiError(error)
  if (!data || data.length === 0) throw new AdminApiError('Only the author can edit this note.')
}

export async function deleteNote(id: string): Promise<void> {
  const { data, error } = await supabase.from('record_notes').delete().eq('id', id).select('id')
  if (error) throw toAdminApiError(error)
  if (!data || data.length === 0) throw new AdminApiError('Only the author can delete this note.')
}
