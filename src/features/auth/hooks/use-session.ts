import { useEffect, useState } from 'react'
import { onSessionChange, type Session } from '../api/get-session'

export type SessionState =
  { status: 'loading'; session: null } | { status: 'ready'; session: Session | null }

/** The current session, kept up to date as people sign in and out (also in other tabs). */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading', session: null })
  useEffect(() => onSessionChange((session) => setState({ status: 'ready', session })), [])
  return state
}
