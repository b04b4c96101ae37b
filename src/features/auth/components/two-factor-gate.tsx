import { useEffect, useState, type ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { getDeskSettings } from '@/lib/desk-settings'
import { getAssuranceLevel, verifiedTotpFactorId } from '../api/two-factor'
import { TwoFactorCodeForm } from './two-factor-code-form'
import { TwoFactorEnrolment } from './two-factor-enrolment'

type GateState =
  { step: 'checking' } | { step: 'open' } | { step: 'code'; factorId: string } | { step: 'enrol' }

interface TwoFactorGateProps {
  /** Whether the signed-in person is a reviewer; others pass straight on (the desk turns them away). */
  checkReviewer: () => Promise<boolean>
  children: ReactNode
}

/**
 * Stands before the desk: a reviewer whose session is not yet two-factor (aal2) is asked for the
 * code from their app; one without an app is taken through enrolment first, unless the desk's
 * `require_two_factor` setting is off. Nothing behind it renders, or requests data, before then.
 */
export function TwoFactorGate({ checkReviewer, children }: TwoFactorGateProps) {
  const [state, setState] = useState<GateState>({ step: 'checking' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    let cancelled = false
    async function decide(): Promise<GateState> {
      const level = await getAssuranceLevel()
      if (level.current === 'aal2') return { step: 'open' }
      if (!(await checkReviewer().catch(() => true))) return { step: 'open' }
      if (level.next === 'aal2') {
        const factorId = await verifiedTotpFactorId()
        if (factorId) return { step: 'code', factorId }
      }
      const settings = await getDeskSettings()
      return settings.requireTwoFactor ? { step: 'enrol' } : { step: 'open' }
    }
    void decide().then((next) => {
      if (!cancelled) setState(next)
    })
    return () => {
      cancelled = true
    }
  }, [checkReviewer, round])

  if (state.step === 'open') return <>{children}</>
  const again = () => setRound((n) => n + 1)
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <Card className="gap-6">
        {state.step === 'checking' ? (
          <div role="status" aria-label="Checking your sign-in">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : state.step === 'code' ? (
          <section aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
            <h1 id="two-factor-heading" className="text-2xl font-bold">
              Two-factor sign-in
            </h1>
            <p>Enter the 6-digit code from your authenticator app.</p>
            <TwoFactorCodeForm factorId={state.factorId} submitLabel="Verify" onVerified={again} />
          </section>
        ) : (
          <TwoFactorEnrolment onEnrolled={again} />
        )}
      </Card>
    </div>
  )
}
