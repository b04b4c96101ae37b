import { z } from 'zod'
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
  /** The fingerprint last e-mailed to the administrators (public.audit_log_anchor), if any. */
  mailed: MailedFingerprint | null
}

/** The newest entry's fingerprint as e-mailed to the administrators, and whether the log holds it. */
export interface MailedFingerprint {
  mailedAt: string
  entryId: number
  hash: string
  held: boolean
}

const mailedFingerprintSchema = z.object({
  mailed_at: z.string().min(1),
  entry_id: z.number().int(),
  hash: z.string(),
  held: z.boolean(),
})

async function lastMailedFingerprint(): Promise<MailedFingerprint | null> {
  const { data, error } = await supabase.rpc('audit_log_anchor')
  if (error) throw toAdminApiError(error)
  if (data === null) return null
  const parsed = mailedFingerprintSchema.parse(data)
  return {
    mailedAt: parsed.mailed_at,
    entryId: parsed.entry_id,
    hash: parsed.hash,
    held: parsed.held,
  }
}

export async function checkAuditChain(): Promise<AuditChainState> {
  const [{ data, error }, mailed] = await Promise.all([
    supabase.rpc('audit_log_chain').single(),
    lastMailedFingerprint(),
  ])
  if (error) throw toAdminApiError(error)
  return {
    mailed,
    entries: data.entries,
    firstBrokenId: data.first_broken_id,
    newestId: data.newest_id,
    newestHash: data.newest_hash,
  }
}
