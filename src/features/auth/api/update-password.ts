import { supabase } from '@/lib/supabase'
import type { AuthResult } from './sign-in'

/** Sets the signed-in person's password (after a recovery or invitation link). */
export async function updatePassword(password: string): Promise<AuthResult> {
  const { error } = await supabase.auth.updateUser({ password })
  return { error: error ? { message: error.message } : null }
}
