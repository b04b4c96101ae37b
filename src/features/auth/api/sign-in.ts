import { supabase } from '@/lib/supabase'
import type { LoginValues } from '../schemas'

export interface AuthResult {
  /** The server's message, when it gave one. */
  error: { message: string } | null
}

export async function signIn({ email, password }: LoginValues): Promise<AuthResult> {
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  return { error: error ? { message: error.message } : null }
}
