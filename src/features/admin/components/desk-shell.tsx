import { LogOut } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { getTeamRoles, type TeamRole } from '../api/team-roles'
import { DeskRolesContext } from '../hooks/use-desk-roles'
import { useIdleSignOut } from '../hooks/use-idle-sign-out'
import {
  DESK_NAME,
  landingPathFor,
  sectionEntry,
  sectionsFor,
  type DeskSection,
} from '../lib/desk-sections'
import { isDeskSection, refusedSectionNotice } from '../lib/section-audience'
import { DeskNav } from './desk-nav'
import { IdleWarning } from './idle-warning'
import { MemberName } from './member-name'
import { NoRoleNotice } from './no-role-notice'

interface DeskShellProps {
  section: DeskSection
  userId: string
  email: string
  onLogout: () => Promise<void> | void
  /** Ends every session of this member, on every device. */
  onSignOutEverywhere?: () => Promise<void> | void
  /** Called after 30 minutes without activity (useIdleSignOut). */
  onIdle?: () => Promise<void> | void
  /**
   * Whether the shell writes the section's h1 (the default); false when the section's own
   * component has one (Site).
   */
  heading?: boolean
  children: ReactNode
}

type Roles = { status: 'loading' } | { status: 'error' } | { status: 'ready'; roles: TeamRole[] }

/** What the shell's redirect leaves in the history entry of the member's own section. */
interface RefusedState {
  refusedSection?: DeskSection
}

/**
 * Every desk page: the desk's name, who is signed in, the way out, the navigation to the sections
 * this member may use, and the section. A member who opens a section that is not theirs is taken
 * to their own and told there whose section it was and whom to ask; someone with no role is told
 * so. The section mounts (and loads) only once the member's roles allow it.
 */
export function DeskShell({
  section,
  userId,
  email,
  onLogout,
  onSignOutEverywhere,
  onIdle,
  heading = true,
  children,
}: DeskShellProps) {
  const [roles, setRoles] = useState<Roles>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [leaving, setLeaving] = useState(false)
  const refusedState = (useLocation().state as RefusedState | null)?.refusedSection
  const refused = isDeskSection(refusedState) ? refusedState : undefined
  const allowed =
    roles.status === 'ready' && sectionsFor(roles.roles).some((entry) => entry.id === section)
  const idleWarning = useIdleSignOut(() => void onIdle?.(), { enabled: allowed })

  useEffect(() => {
    let current = true
    getTeamRoles(userId).then(
      (next) => current && setRoles({ status: 'ready', roles: next }),
      // A network failure is not a verdict on the roles: offer a retry instead of turning away.
      () => current && setRoles({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [userId, attempt])

  async function leave(action: () => Promise<void> | void) {
    setLeaving(true)
    try {
      await action()
    } finally {
      setLeaving(false)
    }
  }

  if (roles.status === 'error') {
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{DESK_NAME}</h1>
        <p role="alert">Your access could not be checked. Please check your connection.</p>
        <Button
          onClick={() => {
            setRoles({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        >
          Try again
        </Button>
      </div>
    )
  }
  if (roles.status === 'loading') {
    return (
      <div
        role="status"
        aria-label="Checking your access"
        className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10"
      >
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-24 w-full" />
      </div>
    )
  }
  if (roles.roles.length === 0) {
    return <NoRoleNotice email={email} onSignOut={() => leave(onLogout)} />
  }
  if (!allowed) {
    const state: RefusedState = { refusedSection: section }
    return <Navigate to={landingPathFor(roles.roles)!} state={state} replace />
  }

  return (
    <DeskRolesContext.Provider value={roles.roles}>
      {idleWarning ? <IdleWarning /> : null}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8">
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div className="flex flex-col gap-1">
              <p className="text-primary text-sm font-semibold tracking-wide uppercase">
                {DESK_NAME}
              </p>
              <p className="text-muted-foreground">
                Signed in as <span className="text-ink font-semibold">{email}</span>
              </p>
              <MemberName userId={userId} roles={roles.roles} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={leaving} onClick={() => leave(onLogout)}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
              {onSignOutEverywhere ? (
                <Button
                  variant="ghost"
                  disabled={leaving}
                  onClick={() => leave(onSignOutEverywhere)}
                >
                  Sign out everywhere
                </Button>
              ) : null}
            </div>
          </div>
          <DeskNav roles={roles.roles} current={section} />
          {refused && refused !== section ? (
            <p role="status" className="border-primary bg-primary-soft rounded-md border-l-4 p-4">
              {refusedSectionNotice(refused, section)}
            </p>
          ) : null}
        </div>
        {heading ? (
          <h1 className="text-3xl font-bold tracking-tight">{sectionEntry(section).label}</h1>
        ) : null}
        {children}
      </div>
    </DeskRolesContext.Provider>
  )
}
