import { useRef, useState } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { updatesCopy } from '@/content/updates'
import { submissionErrorMessage } from '@/lib/submission-error'
import { updateConsentWords } from '@schemas/update-subscription'
import { confirmSubscription, type SubscriptionView } from '../api/updates-api'
import { useLinkToken } from './use-link-token'

const copy = updatesCopy.confirm
const linkClass = 'font-semibold text-primary underline hover:text-primary-hover'

/**
 * The confirmation e-mail's link lands here. Confirming takes the person's click on the button:
 * mail scanners open links in e-mail by themselves, and a subscription must be the person's act.
 */
export function ConfirmSubscription() {
  const token = useLinkToken()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [confirmed, setConfirmed] = useState<SubscriptionView>()
  const headingRef = useRef<HTMLHeadingElement>(null)

  if (!token) return <p className="text-lg">{copy.missing}</p>
  if (confirmed) {
    return (
      <div
        role="status"
        className="grid gap-4 rounded-md border-2 border-emerald-700 bg-emerald-50 p-6"
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-ink text-xl font-bold outline-none">
          {copy.confirmedTitle}
        </h2>
        <p>{copy.confirmed(confirmed.email)}</p>
        <p>
          <AppLink
            href={`${paths.updatesPreferences}?token=${encodeURIComponent(confirmed.manageToken)}`}
            className={linkClass}
          >
            {copy.manage}
          </AppLink>
        </p>
      </div>
    )
  }
  const confirm = async () => {
    setBusy(true)
    setProblem(undefined)
    try {
      setConfirmed(await confirmSubscription(token))
      requestAnimationFrame(() => headingRef.current?.focus())
    } catch (error) {
      setProblem(submissionErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="grid gap-4">
      {problem ? (
        <div
          role="alert"
          className="border-destructive grid gap-2 rounded-md border-4 bg-white p-4"
        >
          <p className="font-semibold">{problem}</p>
          <p>
            <AppLink href={paths.updates} className={linkClass}>
              {copy.signUpAgain}
            </AppLink>
          </p>
        </div>
      ) : null}
      <div>
        <Button type="button" onClick={confirm} disabled={busy}>
          {busy ? 'Confirming...' : updateConsentWords.confirmButton}
        </Button>
      </div>
    </div>
  )
}
