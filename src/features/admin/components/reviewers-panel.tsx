import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { paths } from '@/config/paths'
import { getDeskSettings, setRequireTwoFactor } from '../api/two-factor-requirement'
import {
  inviteReviewer,
  listReviewers,
  removeReviewer,
  resetReviewerFactors,
  type Reviewer,
} from '../api/reviewers'
import { formatDateTime } from '../lib/format'
import { ConfirmDialog } from './confirm-dialog'

type PendingAction = { kind: 'remove' | 'reset'; reviewer: Reviewer }

function failed(title: string, error: unknown) {
  toast({
    title,
    description: error instanceof Error ? error.message : 'Please try again.',
    variant: 'destructive',
  })
}

/**
 * Reviewers: who may use the desk, invited and removed here. Removing a reviewer ends every
 * session of theirs at once; the database refuses to remove the last admin. Resetting a
 * reviewer's two-factor makes them enrol an authenticator again at their next sign-in.
 */
export function ReviewersPanel() {
  const emailId = useId()
  const [reviewers, setReviewers] = useState<Reviewer[] | null>(null)
  const [loadError, setLoadError] = useState(false)
  const [requireTwoFactor, setRequire] = useState<boolean | null>(null)
  const [email, setEmail] = useState('')
  const [inviting, setInviting] = useState(false)
  const [pending, setPending] = useState<PendingAction | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    listReviewers().then(
      (next) => {
        setLoadError(false)
        setReviewers(next)
      },
      () => setLoadError(true),
    )
    getDeskSettings().then(
      (settings) => setRequire(settings.requireTwoFactor),
      () => {},
    )
  }, [])
  useEffect(load, [load])

  async function invite(event: FormEvent) {
    event.preventDefault()
    setInviting(true)
    try {
      // The link lands where the invited person sets a password (typed twice) before anything
      // else: the invitation creates an account without one. From there they go to the desk,
      // which asks them to set up two-factor sign-in first.
      const outcome = await inviteReviewer(email, `${window.location.origin}${paths.resetPassword}`)
      toast({
        title: outcome === 'invited' ? 'Invitation sent' : 'Reviewer added',
        description:
          outcome === 'invited'
            ? `${email} will receive an e-mail with a link to set a password.`
            : `${email} already had an account and can now use the desk.`,
      })
      setEmail('')
      load()
    } catch (error) {
      // The address stays in the field, so the reviewer can correct it or try again.
      failed('Invitation not sent', error)
    } finally {
      setInviting(false)
    }
  }

  async function confirm() {
    if (!pending) return
    setBusy(true)
    try {
      if (pending.kind === 'remove') await removeReviewer(pending.reviewer.userId)
      else await resetReviewerFactors(pending.reviewer.userId)
      toast({
        title: pending.kind === 'remove' ? 'Reviewer removed' : 'Two-factor reset',
        description:
          pending.kind === 'remove'
            ? `${pending.reviewer.email} can no longer use the desk and has been signed out everywhere.`
            : `${pending.reviewer.email} will set up an authenticator app at their next sign-in.`,
      })
      setPending(null)
      load()
    } catch (error) {
      failed(pending.kind === 'remove' ? 'Reviewer not removed' : 'Two-factor not reset', error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={invite} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-col gap-1.5">
          <Label htmlFor={emailId}>Reviewer’s e-mail address</Label>
          <Input
            id={emailId}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={inviting}>
          {inviting ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>

      {requireTwoFactor !== null ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={requireTwoFactor}
            onChange={async (event) => {
              const next = event.target.checked
              try {
                setRequire((await setRequireTwoFactor(next)).requireTwoFactor)
              } catch (error) {
                failed('Setting not saved', error)
              }
            }}
          />
          Every reviewer must sign in with two-factor authentication
        </label>
      ) : null}

      {loadError ? (
        <p role="alert">
          The reviewers could not be loaded.{' '}
          <Button variant="link" onClick={load}>
            Try again
          </Button>
        </p>
      ) : reviewers === null ? (
        <p role="status">Loading reviewers…</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Reviewers</caption>
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="py-2 pr-4">
                E-mail
              </th>
              <th scope="col" className="py-2 pr-4">
                Last sign-in
              </th>
              <th scope="col" className="py-2 pr-4">
                Two-factor
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reviewers.map((reviewer) => (
              <tr key={reviewer.userId} className="border-border border-b">
                <td className="py-2 pr-4 break-all">
                  {reviewer.email}
                  {reviewer.isSelf ? ' (you)' : ''}
                  {!reviewer.accepted ? ' · invited' : ''}
                </td>
                <td className="py-2 pr-4">
                  {reviewer.lastSignInAt ? formatDateTime(reviewer.lastSignInAt) : 'Never'}
                </td>
                <td className="py-2 pr-4">{reviewer.twoFactor ? 'On' : 'Off'}</td>
                <td className="flex flex-wrap justify-end gap-2 py-2">
                  {reviewer.isSelf ? null : (
                    <>
                      {reviewer.twoFactor ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setPending({ kind: 'reset', reviewer })}
                          aria-label={`Reset two-factor of ${reviewer.email}`}
                        >
                          Reset two-factor
                        </Button>
                      ) : null}
                      <Button
                        variant="destructive"
                        size="sm"
                        onClick={() => setPending({ kind: 'remove', reviewer })}
                        aria-label={`Remove ${reviewer.email}`}
                      >
                        Remove
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {pending ? (
        <ConfirmDialog
          title={pending.kind === 'remove' ? 'Remove this reviewer?' : 'Reset two-factor?'}
          message={
            pending.kind === 'remove'
              ? `${pending.reviewer.email} will lose access to the desk and be signed out on every device at once.`
              : `${pending.reviewer.email}'s authenticator app will stop working for the desk; they will be signed out and set up a new one at their next sign-in.`
          }
          confirmLabel={pending.kind === 'remove' ? 'Remove reviewer' : 'Reset two-factor'}
          busy={busy}
          busyLabel={pending.kind === 'remove' ? 'Removing…' : 'Resetting…'}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      ) : null}
    </div>
  )
}
