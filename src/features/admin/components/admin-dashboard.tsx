import { LogOut } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { checkAdminRole } from '../api/check-admin-role'
import { AllianceSection } from './alliance-section'
import { ApplicationCounters } from './application-counters'
import { ApplicationOverview } from './application-overview'
import { ApplicationsSection } from './applications-section'
import { ContactsSection } from './contacts-section'

interface AdminDashboardProps {
  userId: string
  email: string
  onLogout: () => Promise<void> | void
  /** Called once the user turned out not to be an admin (after the 'Access Denied' toast). */
  onAccessDenied: () => Promise<void> | void
}

type Access = 'checking' | 'granted' | 'denied' | 'error'

export function AdminDashboard({ userId, email, onLogout, onAccessDenied }: AdminDashboardProps) {
  const [access, setAccess] = useState<Access>('checking')
  const [applicationsVersion, setApplicationsVersion] = useState(0)
  const [loggingOut, setLoggingOut] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    checkAdminRole(userId).then(
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
  if (access === 'denied') return checking

  return (
    <>
      {access === 'checking' ? checking : null}
      {/* The sections start loading while the role is checked, saving a round trip; they stay
          hidden until it passes. Nothing leaks meanwhile: the database shows a non-admin no rows. */}
      <div
        hidden={access !== 'granted'}
        className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-10"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
            <p className="text-muted-foreground">
              Signed in as <span className="text-ink font-semibold">{email}</span>
            </p>
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
        </div>

        <nav
          aria-label="Dashboard sections"
          className="-mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm"
        >
          <a className="text-primary underline" href="#admin-applications">
            Coach applications
          </a>
          <a className="text-primary underline" href="#admin-contacts">
            Contact submissions
          </a>
          <a className="text-primary underline" href="#admin-alliance">
            Alliance registrations
          </a>
        </nav>

        <ApplicationCounters reloadKey={applicationsVersion} />
        <ApplicationOverview reloadKey={applicationsVersion} />
        <div id="admin-applications" className="scroll-mt-24">
          <ApplicationsSection onStatusChanged={applicationsChanged} />
        </div>
        <div id="admin-contacts" className="scroll-mt-24">
          <ContactsSection />
        </div>
        <div id="admin-alliance" className="scroll-mt-24">
          <AllianceSection />
        </div>
      </div>
    </>
  )
}
