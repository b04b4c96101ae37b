import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { checkAdminRole } from '../api/check-admin-role'
import { countUnread, type UnreadCounts } from '../api/count-unread'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import { useDeskView } from '../hooks/use-desk-view'
import { DeskRolesContext, useTeamRoles } from '../hooks/use-desk-roles'
import { useIdleSignOut } from '../hooks/use-idle-sign-out'
import { DEFAULT_VIEW, deskViewParams, TABS } from '../lib/desk-view'
import { formatNumber } from '../lib/format'
import type { SubmissionKind } from '../types'
import { AllianceSection } from './alliance-section'
import { ApplicationCounters } from './application-counters'
import { ApplicationOverview } from './application-overview'
import { ApplicationsSection } from './applications-section'
import { ContactsSection } from './contacts-section'
import { DeskAdministration } from './desk-administration'
import { DeskReports } from './desk-reports'
import { IdleWarning } from './idle-warning'
import { MailHealthPanel } from './mail-health-panel'
import { DeskSettings } from './desk-settings'
import { MemberName } from './member-name'

interface AdminDashboardProps {
  userId: string
  email: string
  onLogout: () => Promise<void> | void
  /** Ends every session of this reviewer, on every device. */
  onSignOutEverywhere?: () => Promise<void> | void
  /** Called after 30 minutes without activity (useIdleSignOut). */
  onIdle?: () => Promise<void> | void
  /** Called once the user turned out not to be an admin (after the 'Access Denied' toast). */
  onAccessDenied: () => Promise<void> | void
}

type Access = 'checking' | 'granted' | 'denied' | 'error'

const TAB_LABELS: Record<SubmissionKind, string> = {
  applications: 'Coach applications',
  contacts: 'Contact submissions',
  alliance: 'Alliance registrations',
}

/** How many records of each kind this reviewer has never opened; reloads when `reloadKey` changes. */
function useUnreadCounts(userId: string, reloadKey: number, enabled: boolean): UnreadCounts | null {
  const [counts, setCounts] = useState<UnreadCounts | null>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    takePreloaded(PRELOAD_KEYS.unread, userId, countUnread).then(
      (next) => current && setCounts(next),
      // The tabs work without their counts; the lists report their own load failures.
      () => {},
    )
    return () => {
      current = false
    }
  }, [userId, reloadKey, enabled])
  return counts
}

export function AdminDashboard({
  userId,
  email,
  onLogout,
  onSignOutEverywhere,
  onIdle,
  onAccessDenied,
}: AdminDashboardProps) {
  const [access, setAccess] = useState<Access>('checking')
  const [applicationsVersion, setApplicationsVersion] = useState(0)
  const [loggingOut, setLoggingOut] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [unreadVersion, setUnreadVersion] = useState(0)
  const desk = useDeskView()
  // Nothing is asked of the database before the role check has answered yes.
  const unread = useUnreadCounts(userId, unreadVersion, access === 'granted')
  const idleWarning = useIdleSignOut(() => void onIdle?.(), { enabled: access === 'granted' })
  const roles = useTeamRoles(userId, access === 'granted')
  const administrator = roles?.includes('admin') ?? false

  useEffect(() => {
    let current = true
    takePreloaded(PRELOAD_KEYS.role, userId, () => checkAdminRole(userId)).then(
      (isAdmin) => {
        if (!current) return
        setAccess(isAdmin ? 'granted' : 'denied')
        if (!isAdmin) {
          toast({
            title: 'Access Denied',
            description: 'You need admin privileges to access this page.',
            variant: 'destructive',
          })
          void onAccessDenied()
        }
      },
      // A network failure is not a verdict on the role: offer a retry instead of turning away.
      () => current && setAccess('error'),
    )
    return () => {
      current = false
    }
    // onAccessDenied is an event callback; the check depends on the user alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, attempt])

  const applicationsChanged = useCallback(() => setApplicationsVersion((n) => n + 1), [])
  const readChanged = useCallback(() => setUnreadVersion((n) => n + 1), [])
  const context = {
    desk,
    currentUserId: userId,
    onReadChanged: readChanged,
    visible: access === 'granted',
  }

  if (access === 'error') {
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p role="alert">Your access could not be checked. Please check your connection.</p>
        <Button
          onClick={() => {
            setAccess('checking')
            setAttempt((n) => n + 1)
          }}
        >
          Try again
        </Button>
      </div>
    )
  }

  const checking = (
    <div
      role="status"
      aria-label="Checking your access"
      className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10"
    >
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
  // The sections mount, and ask for their data, only once the role check has said yes: a
  // non-admin sees "Access Denied" and nothing else (no failed loads).
  if (access !== 'granted') return checking

  return (
    <DeskRolesContext.Provider value={roles}>
      {idleWarning ? <IdleWarning /> : null}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
            <p className="text-muted-foreground">
              Signed in as <span className="text-ink font-semibold">{email}</span>
            </p>
            <MemberName userId={userId} roles={roles} />
          </div>
          <Button
            variant="outline"
            disabled={loggingOut}
            onClick={async () => {
              setLoggingOut(true)
              try {
                await onLogout()
              } finally {
                setLoggingOut(false)
              }
            }}
          >
            <LogOut aria-hidden="true" />
            Logout
          </Button>
          {onSignOutEverywhere ? (
            <Button
              variant="ghost"
              disabled={loggingOut}
              onClick={async () => {
                setLoggingOut(true)
                try {
                  await onSignOutEverywhere()
                } finally {
                  setLoggingOut(false)
                }
              }}
            >
              Sign out everywhere
            </Button>
          ) : null}
        </div>

        <MailHealthPanel />
        <ApplicationCounters userId={userId} reloadKey={applicationsVersion} />
        <ApplicationOverview userId={userId} reloadKey={applicationsVersion} />

        <div className="flex flex-col gap-6">
          <nav aria-label="Submission types" className="border-border border-b">
            <ul className="-mb-px flex flex-wrap gap-1">
              {TABS.map((tab) => {
                const current = desk.view.tab === tab
                const count = unread?.[tab]
                return (
                  <li key={tab}>
                    <Link
                      to={{ search: deskViewParams({ ...DEFAULT_VIEW, tab }).toString() }}
                      aria-current={current ? 'page' : undefined}
                      data-tab={tab}
                      className={
                        current
                          ? 'border-primary text-ink flex items-center gap-2 border-b-2 px-4 py-2 font-semibold'
                          : 'text-muted-foreground hover:text-ink flex items-center gap-2 border-b-2 border-transparent px-4 py-2'
                      }
                    >
                      {TAB_LABELS[tab]}
                      {count !== undefined && count > 0 ? (
                        <span
                          className="bg-primary rounded-full px-2 py-0.5 text-xs font-semibold text-white"
                          data-unread-count={tab}
                        >
                          {formatNumber(count)}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>

          {desk.view.tab === 'applications' ? (
            <ApplicationsSection
              key="applications"
              {...context}
              onStatusChanged={applicationsChanged}
            />
          ) : desk.view.tab === 'contacts' ? (
            <ContactsSection key="contacts" {...context} />
          ) : (
            <AllianceSection key="alliance" {...context} />
          )}
        </div>

        <DeskReports />
        {/* People, settings, personal data and the audit log are an administrator's: a reviewer
            sees the submissions only (the database refuses the rest to them anyway). */}
        {administrator ? (
          <>
            <DeskSettings />
            <DeskAdministration />
          </>
        ) : null}
      </div>
    </DeskRolesContext.Provider>
  )
}
