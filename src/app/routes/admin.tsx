import { useCallback, useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { checkAdminRole } from '@/features/admin/api/check-admin-role'
import { preloadDesk } from '@/features/admin/api/desk-preload'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { getSession } from '@/features/auth/api/get-session'
import { signOut } from '@/features/auth/api/sign-out'
import { getAssuranceLevel } from '@/features/auth/api/two-factor'
import { TwoFactorGate } from '@/features/auth/components/two-factor-gate'
import { useSession } from '@/features/auth/hooks/use-session'

/**
 * On a full load of /admin: the dashboard's first requests leave while React renders it, for the
 * stored session's reviewer (none when no one is signed in).
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

/** /admin: signed-out visitors go to /auth; the dashboard itself checks the admin role. */
export function Component() {
  const { status, session } = useSession()
  const navigate = useNavigate()
  // Set while a non-admin is being sent home: their session ends on the way, and this page must
  // not answer that by redirecting to /auth instead.
  const [turnedAway, setTurnedAway] = useState(false)
  const userId = session?.user.id
  const checkReviewer = useCallback(
    () => (userId ? checkAdminRole(userId) : Promise.resolve(false)),
    [userId],
  )

  if (status === 'loading') {
    return (
      <div
        role="status"
        aria-label="Loading the admin dashboard"
        className="mx-auto max-w-7xl px-4 py-10"
      >
        <Skeleton className="h-10 w-72" />
      </div>
    )
  }
  if (!session) return turnedAway ? null : <Navigate to={paths.auth} replace />

  return (
    <TwoFactorGate key={session.user.id} checkReviewer={checkReviewer}>
      <AdminDashboard
        key={session.user.id}
        userId={session.user.id}
        email={session.user.email ?? ''}
        onLogout={async () => {
          // This device's session ends, on the server too; other devices stay signed in.
          await signOut('local')
          navigate(paths.auth, { replace: true })
        }}
        onSignOutEverywhere={async () => {
          await signOut('global')
          navigate(paths.auth, { replace: true })
        }}
        onIdle={async () => {
          await signOut('local')
          navigate(paths.auth, { replace: true })
          toast({
            title: 'Signed out',
            description: 'You were signed out after 30 minutes without activity.',
          })
        }}
        onAccessDenied={async () => {
          setTurnedAway(true)
          // Leave first: signing out while still on /admin would redirect to /auth instead.
          navigate(paths.home, { replace: true })
          // A non-admin has nothing to do with a session here; dropping it lets them sign in as
          // someone else from /auth instead of being bounced between /auth, /admin and /.
          await signOut('local')
        }}
      />
    </TwoFactorGate>
  )
}
