import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/**
 * An address no update is sent to (public.mail_suppressions): it bounced for good or its owner
 * marked an e-mail as spam, as Resend's webhooks reported. Administrators read the list.
 */
export interface MailSuppression {
  email: string
  reason: 'bounced' | 'complained'
  /** The provider's words (a bounce's message), when it gave some. */
  detail: string | null
  since: string
}

/** The suppressed addresses, newest first (at most 500: the desk shows how many more there are). */
export async function listMailSuppressions(): Promise<{
  suppressions: MailSuppression[]
  total: number
}> {
  const { data, error, count } = await supabase
    .from('mail_suppressions')
    .select('email, reason, detail, created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .limit(500)
  if (error) throw toAdminApiError(error)
  return {
    suppressions: (data ?? []).map((row) => ({
      email: row.email,
      reason: row.reason === 'complained' ? 'complained' : 'bounced',
      detail: row.detail,
      since: row.created_at,
    })),
    total: count ?? data?.length ?? 0,
  }
}
