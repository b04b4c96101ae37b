import { useRef, useState, type KeyboardEvent } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { isDeskPath, paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { useSession } from '../hooks/use-session'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { SignUpForm } from './sign-up-form'

const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'signup', label: 'Sign Up' },
] as const
type TabId = (typeof TABS)[number]['id']

/** /auth: Login and Sign Up tabs. A session that exists or appears moves on to /admin. */
export function AuthPage() {
  const { status, session } = useSession()
  // Sent here by the desk when the session ended without the member signing out (src/app/desk-page.tsx).
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded
  const [tab, setTab] = useState<TabId>('login')
  const [signingUp, setSigningUp] = useState(false)
  const [loginEmail, setLoginEmail] = useState('')
  // "Forgot password?" swaps the login form for the reset request, with the address typed so far.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ login: null, signup: null })

  if (status === 'ready' && session && !signingUp) {
    // Back to the desk section that sent a signed-out member here (/auth?next=/admin/site);
    // otherwise /admin, which takes each member to their own sections (an editor to Site).
    const next = new URLSearchParams(window.location.search).get('next')
    return <Navigate to={isDeskPath(next) ? next : paths.admin} replace />
  }

  function select(next: TabId, focus = false) {
    setTab(next)
    if (focus) tabRefs.current[next]?.focus()
  }

  // The WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab)
    const last = TABS.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(TABS[target]!.id, true)
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Admin Login</h1>
        <p className="text-muted-foreground">
          The Alliance’s team signs in here: reviewers, editors and administrators.
        </p>
      </div>
      {sessionEnded && (
        <p role="status" className="border-border bg-muted rounded-md border p-4">
          Your session on the desk has ended. Sign in again to go on. If an administrator removed
          your access, an e-mail to your address says so, and signing in will show what is left.
        </p>
      )}
      <Card className="gap-6">
        <div
          role="tablist"
          aria-label="Sign in or create an account"
          className="bg-muted grid grid-cols-2 gap-1 rounded-md p-1"
        >
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(element) => {
                tabRefs.current[t.id] = element
              }}
              type="button"
              role="tab"
              id={`auth-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`auth-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => select(t.id)}
              onKeyDown={onTabKeyDown}
              className={cn(
                'min-h-10 rounded px-3 py-2 text-sm font-semibold transition-colors',
                tab === t.id
                  ? 'text-ink bg-white shadow-sm'
                  : 'text-muted-foreground hover:text-ink',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        {TABS.map((t) => (
          <div
            key={t.id}
            role="tabpanel"
            id={`auth-panel-${t.id}`}
            aria-labelledby={`auth-tab-${t.id}`}
            hidden={tab !== t.id}
          >
            {t.id === 'login' ? (
              forgotEmail !== null ? (
                <ForgotPasswordForm
                  defaultEmail={forgotEmail}
                  onBack={() => setForgotEmail(null)}
                />
              ) : (
                <LoginForm
                  key={loginEmail}
                  defaultEmail={loginEmail}
                  onForgotPassword={setForgotEmail}
                />
              )
            ) : (
              <SignUpForm
                onPendingChange={setSigningUp}
                onCreated={(email) => {
                  setLoginEmail(email)
                  // The sign-up panel (and its focused button) is hidden now: keep focus in view.
                  select('login', true)
                }}
              />
            )}
          </div>
        ))}
      </Card>
    </div>
  )
}
