import { paths } from '@/config/paths'
import { supabase } from '@/lib/supabase'
import type { SignUpValues } from '../schemas'
import type { AuthResult } from './sign-in'

export interface SignUpResult extends AuthResult {
  /** True when the server signed the new account in at once (e-mail confirmations off). */
  signedIn: boolean
}

export async function signUp({
  firstName,
  lastName,
  email,
  password,
}: SignUpValues): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.admin}`,
      data: { first_name: firstName, last_name: lastName },
    },
  })
  return { error: error ? { message: error.message } : null, signedIn: Boolean(data.session) }
}
