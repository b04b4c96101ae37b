import { paths } from '@/config/paths'
import { supabase } from '@/lib/supabase'
import type { AuthResult } from './sign-in'

/**
 * Asks for a reset link by e-mail. The server answers the same whether or not the address has an
 * account; an error here is a failure to ask (offline, throttled), never "no such account".
 */
export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  })
  return { error: error ? { message: error.message } : null }
}
