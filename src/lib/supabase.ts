import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env'
import type { Database } from '@/lib/database.types'

/**
 * The one door to the backend. Only this module imports `@supabase/supabase-js` (enforced by
 * ESLint); features call it through their own `api/` functions.
 */
export const supabase = createClient<Database>(
  env.VITE_SUPABASE_URL,
  env.VITE_SUPABASE_PUBLISHABLE_KEY,
  {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  },
)

export type AppSupabaseClient = typeof supabase
export type { Session, User, AuthError, PostgrestError } from '@supabase/supabase-js'
export type { Database }
