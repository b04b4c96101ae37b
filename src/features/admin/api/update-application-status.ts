import { supabase } from '@/lib/supabase'
import type { ApplicationStatus } from '../lib/statuses'
import { AdminApiError, toAdminApiError } from './admin-api-error'

/**
 * Sets one application's status. Row-level security silently skips rows the caller may not
 * change, so the updated row is read back: no row means nothing changed.
 */
export async function updateApplicationStatus(
  id: string,
  status: ApplicationStatus,
): Promise<void> {
  const { data, error } = await supabase
    .from('coach_applications')
    .update({ status })
    .eq('id', id)
    .select('id')
  if (error) throw toAdminApiError(error)
  if (!data || data.length === 0) throw new AdminApiError('The application was not updated.')
}
