import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { useDeskSettings } from '@/lib/use-desk-settings'
import { setRequireTwoFactor } from '../api/two-factor-requirement'
import {
  inviteReviewer,
  listReviewers,
  removeReviewer,
  resetReviewerFactors,
  withdrawInvitation,
  type Reviewer,
} from '../api/reviewers'
import { invitationRedirect } from '../lib/invitation-link'
import { ConfirmDialog } from './confirm-dialog'
import { InviteMemberForm } from './invite-member-form'
import { MemberRolesDialog } from './member-roles-dialog'
import { MemberRow, type MemberAction } from './member-row'

type PendingAction = { kind: MemberAction; reviewer: Reviewer }

const PENDING_TEXT = {
  remove: {
    title: 'Remove this member?',
    message: (who: string) =>
      `${who} will lose access to the desk and be signed out on every device at once.`,
    confirm: 'Remove member',
    busy: 'Removing…',
    done: 'Member removed',
    doneText: (who: string) =>
      `${who} can no longer use the desk and has been signed out everywhere.`,
    failed: 'Member not removed',
  },
  reset: {
    title: 'Reset two-factor?',
    message: (who: string) =>
      `${who}'s authenticator app will stop working for the desk; they will be signed out and set up a new one at their next sign-in.`,
    confirm: 'Reset two-factor',
    busy: 'Resetting…',
    done: 'Two-factor reset',
    doneText: (who: string) => `${who} will set up an authenticator app at their next sign-in.`,
    failed: 'Two-factor not reset',
  },
  withdraw: {
    title: 'Withdraw this invitation?',
    message: (who: string) =>
      `The link sent to ${who} will stop working. You can invite them again later.`,
    confirm: 'Withdraw invitation',
    busy: 'Withdrawing…',
    done: 'Invitation withdrawn',
    doneText: (who: string) => `The link sent to ${who} no longer works.`,
    failed: 'Invitation not withdrawn',
  },
} as const

function failed(title: string, error: unknown) {
  toast({
    title,
    description: error instanceof Error ? error.message : 'Please try again.',
    variant: 'destructive',
  })
}

/**
 * The team: who may use the desk and in which roles, invited, changed and removed here by an
 * administrator. Removing a member ends every session of theirs at once; the database refuses to
 * take the last administrator's role. Resetting two-factor makes them enrol again.
 */
export function ReviewersPanel() {
  const [reviewers, setReviewers] = useState<Reviewer[] | null>(null)
  const [loadError, setLoadError] = useState(false)
  const { settings: deskSettings, setSettings: setDeskSettings } = useDeskSettings()
  const requireTwoFactor = deskSettings?.requireTwoFactor ?? null
  const [pending, setPending] = useState<PendingAction | null>(null)
  const [editingRoles, setEditingRoles] = useState<Reviewer | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    listReviewers().then(
      (next) => {
        setLoadError(false)
        setReviewers(next)
      },
      () => setLoadError(true),
    )
  }, [])
  useEffect(load, [load])

  async function resend(reviewer: Reviewer) {
    try {
      await inviteReviewer({
        email: reviewer.email,
        role: reviewer.roles[0] ?? 'reviewer',
        displayName: reviewer.displayName ?? undefined,
        redirectTo: invitationRedirect(),
      })
      toast({
        title: 'Invitation sent again',
        description: `${reviewer.email} will receive a new link; the earlier one no longer works.`,
      })
      load()
    } catch (error) {
      failed('Invitation not sent', error)
    }
  }

  async function confirm() {
    if (!pending) return
    const text = PENDING_TEXT[pending.kind]
    const who = pending.reviewer.displayName ?? pending.reviewer.email
    setBusy(true)
    try {
      if (pending.kind === 'remove') await removeReviewer(pending.reviewer.userId)
      else if (pending.kind === 'reset') await resetReviewerFactors(pending.reviewer.userId)
      else if (pending.reviewer.invitationId)
        await withdrawInvitation(pending.reviewer.invitationId)
      toast({ title: text.done, description: text.doneText(who) })
      setPending(null)
      load()
    } catch (error) {
      failed(text.failed, error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <InviteMemberForm onInvited={load} />

      {requireTwoFactor !== null ? (
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={requireTwoFactor}
            onChange={async (event) => {
              const next = event.target.checked
              try {
                setDeskSettings(await setRequireTwoFactor(next))
              } catch (error) {
                failed('Setting not saved', error)
              }
            }}
          />
          Every member must sign in with two-factor authentication
        </label>
      ) : null}

      {loadError ? (
        <p role="alert">
          The team could not be loaded.{' '}
          <Button variant="link" onClick={load}>
            Try again
          </Button>
        </p>
      ) : reviewers === null ? (
        <p role="status">Loading the team…</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Team members</caption>
            <thead>
              <tr className="border-border border-b">
                <th scope="col" className="py-2 pr-4">
                  Member
                </th>
                <th scope="col" className="py-2 pr-4">
                  Roles
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
                <MemberRow
                  key={reviewer.userId}
                  reviewer={reviewer}
                  onAction={(kind) => setPending({ kind, reviewer })}
                  onEditRoles={() => setEditingRoles(reviewer)}
                  onResend={() => void resend(reviewer)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pending ? (
        <ConfirmDialog
          title={PENDING_TEXT[pending.kind].title}
          message={PENDING_TEXT[pending.kind].message(pending.reviewer.email)}
          confirmLabel={PENDING_TEXT[pending.kind].confirm}
          busy={busy}
          busyLabel={PENDING_TEXT[pending.kind].busy}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      ) : null}
      {editingRoles ? (
        <MemberRolesDialog
          member={editingRoles}
          onClose={() => setEditingRoles(null)}
          onSaved={() => {
            setEditingRoles(null)
            load()
          }}
        />
      ) : null}
    </div>
  )
}
