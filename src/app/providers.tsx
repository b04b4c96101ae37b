import { StrictMode, type ReactNode } from 'react'

/**
 * App-wide providers, shared by the client entry and the prerender so both trees are identical
 * (a requirement for hydration). Toasts need no provider here: the layout mounts a lazily loaded
 * Toaster only after the first `toast()` call.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>
}
