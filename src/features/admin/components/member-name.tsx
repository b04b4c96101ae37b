import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { getMyDisplayName, setDisplayName } from '../api/team-profiles'
import { ROLE_LABELS, type TeamRole } from '../api/team-roles'

interface MemberNameProps {
  userId: string
  roles: readonly TeamRole[] | null
}

/**
 * The member's roles and display name under the desk's heading. The name signs replies and names
 * them in the timeline, notes and the audit log: asked for on first sign-in when the invitation
 * gave none, and editable at any time.
 */
export function MemberName({ userId, roles }: MemberNameProps) {
  const inputId = useId()
  const [name, setName] = useState<string | null | undefined>(undefined)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let current = true
    getMyDisplayName(userId).then(
      (next) => current && setName(next),
      () => current && setName(null),
    )
    return () => {
      current = false
    }
  }, [userId])

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      setName(await setDisplayName(draft))
      setEditing(false)
      toast({ title: 'Name saved', description: 'Replies and notes now carry this name.' })
    } catch (error) {
      toast({
        title: 'Name not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  const roleText =
    roles && roles.length > 0 ? roles.map((role) => ROLE_LABELS[role]).join(', ') : ''
  if (name === undefined) return null
  if (editing || name === null) {
    return (
      <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label="Your name">
        <div className="flex flex-col gap-1">
          <Label htmlFor={inputId}>
            {name === null ? 'Your name, as replies and notes will show it' : 'Your name'}
          </Label>
          <Input
            id={inputId}
            required
            maxLength={80}
            autoComplete="name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save name'}
        </Button>
        {name !== null ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : null}
      </form>
    )
  }
  return (
    <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
      <span>
        <span className="text-ink font-semibold">{name}</span>
        {roleText ? ` · ${roleText}` : ''}
      </span>
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0"
        onClick={() => {
          setDraft(name)
          setEditing(true)
        }}
      >
        Change your name
      </Button>
    </p>
  )
}
