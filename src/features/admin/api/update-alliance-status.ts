import { supabase } from '@/lib/supabase'
import type { ContactStatus } from '../lib/statuses'
import { AdminApiError, toAdminApiError } from './admin-api-error'

/** Sets one alliance registration's status; see update-application-status for the read-back. */
export async function updateAllianceStatus(id: string, status: ContactStatus): Promise<void> {
  const { data, error } = await supabase
    .from('alliance_registrations')
    .update({ status })
    .eq('id', id)
    .select('id')
  if (error) throw toAdminApiError(error)
  if (!data || data.length === 0) throw new AdminApiError('The registration was not updated.')
}
