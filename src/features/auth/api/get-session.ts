import { supabase, type Session } from '@/lib/supabase'

export type { Session }

/** Reads the stored session; supabase-js refreshes it first when it is about to expire. */
export async function getSession(): Promise<Session | null> {
  const { data } = await supabase.auth.getSession()
  return data.session
}

/**
 * Follows sign-in, sign-out and token refreshes. The listener first receives the stored session
 * (INITIAL_SESSION), so it alone is enough to know whether someone is signed in.
 */
export function onSessionChange(listener: (session: Session | null) => void): () => void {
  const { data } = supabase.auth.onAuthStateChange((_event, session) => listener(session))
  return () => data.subscription.unsubscribe()
}
