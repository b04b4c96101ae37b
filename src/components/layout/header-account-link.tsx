import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useCurrentLanguage } from '@/components/language/current-language'
import { headerActions, nameIn } from '@/content/navigation'
import { SiteLink } from '@/components/layout/site-link'
import { hasStoredSession } from '@/lib/stored-session'

export const DESK_LINK_LABEL = 'Alliance desk'

/**
 * "Admin Login" for visitors; for someone signed in, a link back to the desk instead. The first
 * render is the visitor's (as prerendered), then the stored session is checked on every page. On a
 * prerendered page the boot script starts the app after the load event when a session is stored
 * (src/boot.ts), so the link changes without an interaction.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

export function HeaderAccountLink({ className }: { className: string }) {
  // Re-read on every page change too (a sign-in in this tab fires no storage event).
  useLocation()
  const language = useCurrentLanguage()
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasStoredSession(),
    () => false,
  )
  if (signedIn) {
    return (
      <SiteLink to={paths.admin} className={className}>
        {DESK_LINK_LABEL}
      </SiteLink>
    )
  }
  return (
    <SiteLink to={headerActions.adminLogin.href} className={className}>
      {nameIn(headerActions.adminLogin, language)}
    </SiteLink>
  )
}
