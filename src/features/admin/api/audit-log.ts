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
