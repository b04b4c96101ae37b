import { useId, useState, type FormEvent } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { setMemberRoles, type Reviewer } from '../api/reviewers'
import { TEAM_ROLE_NAMES } from '@schemas/team-roles'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type TeamRole } from '../api/team-roles'
import { Modal } from '@/components/ui/modal'

interface MemberRolesDialogProps {
  member: Reviewer
  onClose: () => void
  onSaved: () => void
}

/**
 * Changes a member's roles (one or more). The database logs each change and refuses to take the
 * last administrator's role; its sentence is shown as it is.
 */
export function MemberRolesDialog({ member, onClose, onSaved }: MemberRolesDialogProps) {
  const titleId = useId()
  const errorId = useId()
  const inputPrefix = useId()
  const [roles, setRoles] = useState<TeamRole[]>(member.roles)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const who = member.displayName ?? member.email

  async function save(event: FormEvent) {
    event.preventDefault()
    if (roles.length === 0) {
      setError('Choose at least one role, or remove the member from the team.')
      return
    }
    setSaving(true)
    try {
      await setMemberRoles(member.userId, roles)
      toast({
        title: 'Roles changed',
        description: `${who} is now ${roles.map((role) => ROLE_LABELS[role]).join(', ')}.`,
      })
      onSaved()
    } catch (failure) {
      setError(
        failure instanceof Error && /last admin/i.test(failure.message)
          ? 'The last administrator keeps that role. Make someone else an administrator first.'
          : failure instanceof Error
            ? failure.message
            : 'The roles were not changed. Please try again.',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      labelledBy={titleId}
      onClose={() => {
        if (!saving) onClose()
      }}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form onSubmit={save} className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl font-bold">
          Roles of {who}
        </h2>
        <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">Roles</legend>
          {TEAM_ROLE_NAMES.map((role) => (
            <div key={role} className="flex items-start gap-2">
              <input
                id={`${inputPrefix}-${role}`}
                type="checkbox"
                className="mt-1"
                checked={roles.includes(role)}
                onChange={(event) =>
                  setRoles((current) =>
                    event.target.checked
                      ? [...current, role]
                      : current.filter((value) => value !== role),
                  )
                }
              />
              <label htmlFor={`${inputPrefix}-${role}`}>
                <span className="font-semibold">{ROLE_LABELS[role]}</span>
                <span className="text-muted-foreground block text-sm">
                  {ROLE_DESCRIPTIONS[role]}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={onClose}
            disabled={saving}
          >
            Cancel
          </button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save roles'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
