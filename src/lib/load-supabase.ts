import type { AppSupabaseClient } from '@/lib/supabase'
import { retryImport } from '@/lib/retry-import'

/**
 * The Supabase client, loaded on first use. The form pages need supabase-js (about 50 KB of
 * gzipped JavaScript) only when the visitor submits, so they do not download it with the page.
 * A dropped download of it is fetched again before the submission gives up.
 */
export async function loadSupabase(): Promise<AppSupabaseClient> {
  const { supabase } = await retryImport(() => import('@/lib/supabase'))
  return supabase
}
