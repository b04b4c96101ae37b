import { supabase } from '@/lib/supabase'
import { AdminApiError, toAdminApiError } from './admin-api-error'
import { mailHealthSchema, type MailHealth } from './mail-health-schema'

/** Mail health for the desk's front page (public.mail_health(), reviewers only). */
export async function getMailHealth(): Promise<MailHealth> {
  const { data, error } = await supabase.rpc('mail_health')
  if (error) throw toAdminApiError(error)
  const parsed = mailHealthSchema.safeParse(data)
  if (!parsed.success)
    throw new AdminApiError('Mail health came back in a shape the desk does not know.')
  return parsed.data
}
