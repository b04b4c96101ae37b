import { supabase } from '@/lib/supabase'
import type { Tables } from '@/lib/database.types'
import { toAdminApiError } from './admin-api-error'

export type AuditEntry = Tables<'audit_log'>

/** The newest audit log entries, newest first. */
export async function listAuditLog(limit = 100): Promise<AuditEntry[]> {
  const { data, error } = await supabase
    .from('audit_log')
    .select('*')
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw toAdminApiError(error)
  return data ?? []
}

/** The audit log's hash chain: intact, or the first entry where it breaks (public.audit_log_chain). */
export interface AuditChainState {
  entries: number
  firstBrokenId: number | null
  newestId: number | null
  newestHash: string | null
}

export async function checkAuditChain(): Promise<AuditChainState> {
  const { data, error } = await supabase.rpc('audit_log_chain').single()
  if (error) throw toAdminApiError(error)
  return {
    entries: data.entries,
    firstBrokenId: data.first_broken_id,
    newestId: data.newest_id,
    newestHash: data.newest_hash,
  }
}
