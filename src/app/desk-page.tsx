import { useCallback, useState, type ReactNode } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { getTeamRoles } from '@/features/admin/api/team-roles'
import { DeskShell } from '@/features/admin/components/desk-shell'
import type { DeskSection } from '@/features/admin/lib/desk-sections'
import { signOut } from '@/features/auth/api/sign-out'
import { TwoFactorGate } from '@/features/auth/components/two-factor-gate'
import { useSession } from '@/features/auth/hooks/use-session'

interface DeskPageProps {
  section: DeskSection
  /** False when the section's component writes its own h1 (Site). */
  heading?: boolean
  /** The section, given the signed-in member's id. */
  children: (userId: string) => ReactNode
}

/**
 * What every desk route shares: a signed-out visitor goes to /auth (and comes back here after
 * signing in), a member with any role passes the two-factor step, and DeskShell shows the
 * navigation and the section (or says why not).
 */
export function DeskPage({ section, heading, children }: DeskPageProps) {
  const { status, session } = useSession()
  const navigate = useNavigate()
  const userId = session?.user.id
  // A session that was here and went without the member signing out ended elsewhere: refused at
  // refresh (an administrator removed the member, or they signed out everywhere). /auth says so.
  const [hadSession, setHadSession] = useState(false)
  const [leaving, setLeaving] = useState(false)
  if (session && !hadSession) setHadSession(true)
  // Every role works only in a two-factor session (has_role); someone with no role passes
  // straight on and is told so by the shell.
  const hasRole = useCallback(
    () =>
      userId ? getTeamRoles(userId).then((roles) => roles.length > 0) : Promise.resolve(false),
    [userId],
  )

  if (status === 'loading') {
    return (
      <div role="status" aria-label="Loading the desk" className="mx-auto max-w-7xl px-4 py-10">
        <Skeleton className="h-10 w-72" />
      </div>
    )
  }
  if (!session) {
    const here = window.location.pathname
    const ended = hadSession && !leaving
    return (
      <Navigate
        to={here === paths.admin ? paths.auth : `${paths.auth}?next=${here}`}
        state={ended ? { sessionEnded: true } : undefined}
        replace
      />
    )
  }

  const leave = (scope: 'local' | 'global') => async () => {
    // This device's session ends, on the server too; 'global' ends every device's.
    setLeaving(true)
    await signOut(scope)
    navigate(paths.auth, { replace: true })
  }
  return (
    <TwoFactorGate key={session.user.id} checkReviewer={hasRole}>
      <DeskShell
        key={session.user.id}
        section={section}
        heading={heading}
        userId={session.user.id}
        email={session.user.email ?? ''}
        onLogout={leave('local')}
        onSignOutEverywhere={leave('global')}
        onIdle={async () => {
          await leave('local')()
          toast({
            title: 'Signed out',
            description: 'You were signed out after 30 minutes without activity.',
          })
        }}
      >
        {children(session.user.id)}
      </DeskShell>
    </TwoFactorGate>
  )
}
