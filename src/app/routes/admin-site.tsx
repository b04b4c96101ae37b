import { useEffect, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useSession } from '@/features/auth/hooks/use-session'
import { checkEditorRole } from '@/features/site-content/api/check-editor-role'
import { SiteDesk } from '@/features/site-content/components/site-desk'

/** /admin/site: the desk's "Site" section, for editors; others are told whose page it is. */
export function Component() {
  const { status, session } = useSession()
  const userId = session?.user.id
  const [editor, setEditor] = useState<boolean>()
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
  return <SiteDesk />
}
