import { supabase } from '@/lib/supabase'
import type { DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'

export type UnreadCounts = Record<DeskTab, number>

/** How many records of each kind the signed-in reviewer has never opened (exact, one call). */
export async function countUnread(): Promise<UnreadCounts> {
  const { data, error } = await supabase.rpc('desk_unread_counts').single()
  if (error) throw toAdminApiError(error)
  return {
    applications: Number(data.applications),
    contacts: Number(data.contacts),
    alliance: Number(data.alliance),
  }
}
