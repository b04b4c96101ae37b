import { supabase } from '@/lib/supabase'
import { SiteContentError } from './site-content-error'

/** Whether the signed-in user holds the editor role (RLS shows a user only their own rows). */
export async function checkEditorRole(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'editor')
    .maybeSingle()
  if (error) throw new SiteContentError(error.message)
  return data !== null
}
