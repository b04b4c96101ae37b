import { DeskPage } from '@/app/desk-page'
import { preloadDesk } from '@/features/admin/api/desk-preload'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { getSession } from '@/features/auth/api/get-session'
import { getAssuranceLevel } from '@/features/auth/api/two-factor'

/**
 * On a full load of /admin: the submissions' first requests leave while React renders them, for
 * the stored session's member (none when no one is signed in).
 */
export function startData() {
  // Only a two-factor session reads the desk: an aal1 one is first asked for its code.
  preloadDesk(
    getSession().then(async (session) =>
      session && (await getAssuranceLevel()).current === 'aal2' ? session.user.id : null,
    ),
    window.location.search,
  )
}

/** /admin: the desk's front page, the submissions (administrators and reviewers). */
export function Component() {
  return <DeskPage section="submissions">{(userId) => <AdminDashboard userId={userId} />}</DeskPage>
}
