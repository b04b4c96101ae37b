import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/**
 * The project's default notification recipients (the NOTIFY_TO function secret), which only a
 * function can read: manage-reviewers' `routing` action, administrators only.
 */
export async function getDefaultRecipients(): Promise<string[]> {
  const { data, error } = await supabase.functions.invoke<{ defaultRecipients: string[] }>(
    'manage-reviewers',
    { body: { action: 'routing' } },
  )
  if (error || !data) {
    throw toAdminApiError({ message: 'The default recipients could not be read.' })
  }
  return data.defaultRecipients
}
