import { supabase } from '@/lib/supabase'
import { toAdminApiError } from './admin-api-error'

/** Spec section 7: a lookup of user_roles by user id and role admin. RLS shows a user only their own rows. */
export async function checkAdminRole(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle()
  if (error) throw toAdminApiError(error)
  return data !== null
}
