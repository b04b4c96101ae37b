import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { TwoFactorGate } from '@/features/auth/components/two-factor-gate'
import { useSession } from '@/features/auth/hooks/use-session'
import { checkEditorRole } from '@/features/site-content/api/check-editor-role'
import { SiteDesk } from '@/features/site-content/components/site-desk'

/** The public pages' route modules, loaded when the preview shows one (each is its own chunk). */
const pageModules = import.meta.glob<{ Component: ComponentType }>([
  './*.tsx',
  '!./*.test.tsx',
  '!./admin*.tsx',
  '!./auth.tsx',
  '!./reset-password.tsx',
  '!./not-found.tsx',
])

function loadPage(route: string): Promise<ComponentType> {
  const load = pageModules[`./${route === '/' ? 'home' : route.slice(1)}.tsx`]
  if (!load) return Promise.reject(new Error(`No page at ${route}`))
  return load().then((module) => module.Component)
}

/**
 * /admin/site: the desk's "Site" section, for editors; others are told whose page it is. An
 * editor passes the same two-factor step as the rest of the desk: the database grants every role
 * only in a trusted session (has_role), so the section would otherwise load and save nothing.
 */
export function Component() {
  const { status, session } = useSession()
  const userId = session?.user.id
  const [editor, setEditor] = useState<boolean>()
  const checkEditor = useCallback(
    () => (userId ? checkEditorRole(userId) : Promise.resolve(false)),
    [userId],
  )
  useEffect(() => {
    if (!userId) return
    checkEditorRole(userId).then(setEditor, () => setEditor(false))
  }, [userId])

  if (status === 'loading') return <p role="status">Loading…</p>
  if (!session) return <Navigate to={`${paths.auth}?next=${paths.adminSite}`} replace />
  if (editor === undefined) return <p role="status">Checking your role…</p>
  if (!editor) {
    return (
      <p className="mx-auto max-w-3xl px-4 py-10">
        The Site section is for editors. Ask an administrator for the editor role.
      </p>
    )
  }
  return (
    <TwoFactorGate key={session.user.id} checkReviewer={checkEditor}>
      <SiteDesk loadPage={loadPage} />
    </TwoFactorGate>
  )
}
