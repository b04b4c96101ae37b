import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { enrolTotp, type TotpEnrolment } from '../api/two-factor'
import { TwoFactorCodeForm } from './two-factor-code-form'

/** Groups of four, as authenticator apps show secrets, so it can be typed without losing place. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Enrolment of an authenticator app: the QR code, the secret as text for people who cannot scan,
 * and a code to confirm the app is set up.
 */
export function TwoFactorEnrolment({ onEnrolled }: { onEnrolled: () => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    void enrolTotp().then(({ enrolment: started, error }) => {
      if (cancelled) return
      if (error) setFailure(error.message)
      else setEnrolment(started)
    })
    return () => {
      cancelled = true
    }
  }, [attempt])

  return (
    <section aria-labelledby="enrol-heading" className="flex flex-col gap-4">
      <h2 id="enrol-heading" className="text-xl font-semibold">
        Set up two-factor sign-in
      </h2>
      <p>
        The reviewers&apos; desk holds people&apos;s personal details, so signing in needs a code
        from an authenticator app as well as your password. Scan the QR code with your app (for
        example Google Authenticator, Microsoft Authenticator or 1Password), then enter the code it
        shows.
      </p>
      {failure ? (
        <div role="alert" className="flex flex-col gap-2">
          <p>Could not start the set-up: {failure}</p>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setFailure(null)
              setAttempt((n) => n + 1)
            }}
          >
            Try again
          </Button>
        </div>
      ) : !enrolment ? (
        <div role="status" aria-label="Preparing your QR code">
          <Skeleton className="size-48" />
        </div>
      ) : (
        <>
          <img
            src={enrolment.qrCode}
            alt="QR code to add this account to your authenticator app"
            width={192}
            height={192}
            className="size-48 self-center bg-white"
          />
          <div>
            <p className="text-sm">Cannot scan it? Enter this key in your app instead:</p>
            <p className="font-mono text-base break-all">{grouped(enrolment.secret)}</p>
          </div>
          <TwoFactorCodeForm
            factorId={enrolment.factorId}
            submitLabel="Verify and turn on"
            onVerified={onEnrolled}
          />
        </>
      )}
    </section>
  )
}
