import type { AppSupabaseClient } from '@/lib/supabase'

/**
 * The Supabase client, loaded on first use. The form pages need supabase-js (about 50 KB of
 * gzipped JavaScript) only when the visitor submits, so they do not download it with the page.
 */
export async function loadSupabase(): Promise<AppSupabaseClient> {
  const { supabase } = await import('@/lib/supabase')
  return supabase
}
