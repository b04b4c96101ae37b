import { supabase } from '@/lib/supabase'
import { RECORD_KINDS, type DeskTab, type TimelineEntry } from '../types'
import { toAdminApiError } from './admin-api-error'
import { listTeamNames } from './team-profiles'

/** A record's notes and status changes, newest first, with who wrote or changed them. */
export async function getRecordTimeline(kind: DeskTab, recordId: string): Promise<TimelineEntry[]> {
  const [{ data, error }, names] = await Promise.all([
    supabase.rpc('desk_record_timeline', {
      _record_kind: RECORD_KINDS[kind],
      _record_id: recordId,
    }),
    // Names are a courtesy: without them the timeline shows e-mail addresses.
    listTeamNames().catch(() => new Map<string, string>()),
  ])
  if (error) throw toAdminApiError(error)
  return (data ?? []).map((row): TimelineEntry => {
    const common = {
      id: row.id,
      at: row.at,
      authorId: row.actor_id,
      authorEmail: row.actor_email,
      authorName: row.actor_id ? (names.get(row.actor_id) ?? null) : null,
    }
    return row.entry_type === 'note'
      ? { type: 'note', ...common, body: row.body ?? '', updatedAt: row.updated_at ?? row.at }
      : { type: 'status', ...common, oldStatus: row.old_status, newStatus: row.new_status ?? '' }
  })
}
