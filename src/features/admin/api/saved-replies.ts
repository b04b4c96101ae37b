import type { SavedReplyValues } from '@schemas/desk-reply'
import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { AdminApiError, toAdminApiError } from './admin-api-error'

export interface SavedReply {
  id: string
  recordKind: RecordKind
  title: string
  body: string
  /** The status this reply goes with (offered on a move to it, set when it is sent), or null. */
  status: string | null
  updatedAt: string
}

/** Every saved reply, by form then title (the desk filters per form). */
export async function listSavedReplies(): Promise<SavedReply[]> {
  const { data, error } = await supabase
    .from('saved_replies')
    .select('id, record_kind, title, body, status, updated_at')
    .order('record_kind')
    .order('title')
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row) => ({
    id: row.id,
    recordKind: row.record_kind as RecordKind,
    title: row.title,
    body: row.body,
    status: row.status,
    updatedAt: row.updated_at,
  }))
}

export async function createSavedReply(values: SavedReplyValues): Promise<void> {
  const { error } = await supabase.from('saved_replies').insert({
    record_kind: values.recordKind,
    title: values.title,
    body: values.body,
    status: values.status,
  })
  if (error) throw toAdminApiError(error)
}

export async function updateSavedReply(id: string, values: SavedReplyValues): Promise<void> {
  const { data, error } = await supabase
    .from('saved_replies')
    .update({
      record_kind: values.recordKind,
      title: values.title,
      body: values.body,
      status: values.status,
    })
    .eq('id', id)
    .select('id')
  if (error) throw toAdminApiError(error)
  if (!data || data.length === 0) throw new AdminApiError('This saved reply no longer exists.')
}

export async function deleteSavedReply(id: string): Promise<void> {
  const { error } = await supabase.from('saved_replies').delete().eq('id', id)
  if (error) throw toAdminApiError(error)
}
