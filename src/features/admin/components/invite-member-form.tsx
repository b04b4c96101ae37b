import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { inviteReviewer } from '../api/reviewers'
import { TEAM_ROLE_NAMES } from '@schemas/team-roles'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type TeamRole } from '../api/team-roles'
import { invitationRedirect } from '../lib/invitation-link'

/** Invites a person with a role (and, if known, their name); the e-mail says who invited them. */
export function InviteMemberForm({ onInvited }: { onInvited: () => void }) {
  const emailId = useId()
  const nameId = useId()
  const roleId = useId()
  const roleHintId = useId()
  const [email, setEmail] = useState('')
  const [displayName, setDisplayName] = useState('')
  const [role, setRole] = useState<TeamRole>('reviewer')
  const [inviting, setInviting] = useState(false)

  async function invite(event: FormEvent) {
    event.preventDefault()
    setInviting(true)
    try {
      const outcome = await inviteReviewer({
        email,
        role,
        displayName: displayName.trim() || undefined,
        redirectTo: invitationRedirect(),
      })
      toast({
        title: outcome === 'invited' ? 'Invitation sent' : 'Role given',
        description:
          outcome === 'invited'
            ? `${email} will receive an e-mail with a link to set a password.`
            : `${email} already had an account and is now ${ROLE_LABELS[role].toLowerCase()}.`,
      })
      setEmail('')
      setDisplayName('')
      onInvited()
    } catch (error) {
      // What was typed stays, so the administrator can correct it or try again.
      toast({
        title: 'Invitation not sent',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setInviting(false)
    }
  }

  return (
    <form onSubmit={invite} className="flex flex-col gap-3" aria-label="Invite a team member">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-col gap-1.5">
          <Label htmlFor={emailId}>E-mail address</Label>
          <Input
            id={emailId}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex min-w-48 flex-col gap-1.5">
          <Label htmlFor={nameId}>Name (optional)</Label>
          <Input
            id={nameId}
            maxLength={80}
            autoComplete="off"
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={roleId}>Role</Label>
          <select
            id={roleId}
            aria-describedby={roleHintId}
            className="border-input h-10 rounded-md border bg-white px-3"
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLE_NAMES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={inviting}>
          {inviting ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      <p id={roleHintId} className="text-muted-foreground text-sm">
        {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}.
      </p>
    </form>
  )
}
