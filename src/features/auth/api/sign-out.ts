import { supabase } from '@/lib/supabase'

/**
 * Ends the session. `local` forgets it in this browser only (used when a session must not be kept,
 * e.g. for an account without the admin role); `global` also revokes it on the server.
 */
export async function signOut(scope: 'global' | 'local' = 'global'): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope })
  // A failed global sign-out (e.g. offline) must still leave this browser signed out.
  if (error && scope === 'global') await supabase.auth.signOut({ scope: 'local' })
}
