import {
  placeholders,
  replyStatuses,
  savedReplySchema,
  type ReplyRecordKind,
} from '@schemas/desk-reply'
import { useCallback, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
  type SavedReply,
} from '../api/saved-replies'
import { statusLabel } from '../lib/statuses'

export const FORM_LABELS: Record<ReplyRecordKind, string> = {
  coach_application: 'AI Coach applications',
  contact_submission: 'Contact messages',
  alliance_registration: 'Alliance registrations',
}

const SELECT_CLASS = 'border-input min-h-10 rounded-md border bg-white px-3 text-sm'

type Draft = {
  id: string | null
  recordKind: ReplyRecordKind
  title: string
  body: string
  status: string | null
}

function SavedReplyEditor({
  draft,
  onSaved,
  onCancel,
}: {
  draft: Draft
  onSaved: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [values, setValues] = useState(draft)
  const [problems, setProblems] = useState<Partial<Record<'title' | 'body', string>>>({})
  const [saving, setSaving] = useState(false)

  async function save() {
    const parsed = savedReplySchema.safeParse(values)
    if (!parsed.success) {
      const next: Partial<Record<'title' | 'body', string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'title' || field === 'body') && !next[field]) next[field] = issue.message
      }
      setProblems(next)
      return
    }
    setProblems({})
    setSaving(true)
    try {
      if (values.id) await updateSavedReply(values.id, parsed.data)
      else await createSavedReply(parsed.data)
      toast({ title: 'Saved reply saved', variant: 'success' })
      onSaved()
    } catch (error) {
      // What was typed stays in the editor.
      toast({
        title: 'Failed to save the saved reply',
        description:
          error instanceof Error && /duplicate|unique/i.test(error.message)
            ? 'Another saved reply of this form already has this title or this status.'
            : 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      aria-label={values.id ? 'Edit saved reply' : 'New saved reply'}
      className="border-border flex flex-col gap-3 rounded-md border p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-form`}>Form</Label>
        <select
          id={`${id}-form`}
          value={values.recordKind}
          onChange={(event) => {
            const recordKind = event.target.value as ReplyRecordKind
            // A status of another form does not carry over.
            const status =
              values.status && replyStatuses[recordKind].includes(values.status)
                ? values.status
                : null
            setValues({ ...values, recordKind, status })
          }}
          className={`${SELECT_CLASS} self-start`}
        >
          {(Object.keys(FORM_LABELS) as ReplyRecordKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {FORM_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Offered for the status</Label>
        <select
          id={`${id}-status`}
          value={values.status ?? ''}
          aria-describedby={`${id}-status-hint`}
          onChange={(event) => setValues({ ...values, status: event.target.value || null })}
          className={`${SELECT_CLASS} self-start`}
        >
          <option value="">No status</option>
          {replyStatuses[values.recordKind].map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
        <p id={`${id}-status-hint`} className="text-muted-foreground text-sm">
          When a reviewer moves a record to this status, the desk offers this reply; sending it sets
          the status. One saved reply per status and form.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={problems.title ? `${id}-title-problem` : undefined}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        {problems.title ? (
          <p id={`${id}-title-problem`} className="text-destructive text-sm">
            {problems.title}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-body`}>Text</Label>
        <Textarea
          id={`${id}-body`}
          rows={8}
          value={values.body}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={problems.body ? `${id}-body-problem` : `${id}-placeholders`}
          onChange={(event) => setValues({ ...values, body: event.target.value })}
        />
        {problems.body ? (
          <p id={`${id}-body-problem`} className="text-destructive text-sm">
            {problems.body}
          </p>
        ) : null}
        <p id={`${id}-placeholders`} className="text-muted-foreground text-sm">
          Placeholders, filled in when a reviewer starts from this reply:{' '}
          {placeholders.map((placeholder, index) => (
            <span key={placeholder.token}>
              {index > 0 ? '; ' : ''}
              <code>{placeholder.token}</code> {placeholder.meaning}
            </span>
          ))}
          .
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save saved reply'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/** Admins create, edit and delete the saved replies reviewers start their replies from. */
export function SavedRepliesManager() {
  const headingId = useId()
  const [replies, setReplies] = useState<SavedReply[] | 'error' | null>(null)
  const [editing, setEditing] = useState<Draft | null>(null)
  const [reloads, setReloads] = useState(0)
  const reload = useCallback(() => setReloads((n) => n + 1), [])

  useEffect(() => {
    let current = true
    listSavedReplies().then(
      (all) => current && setReplies(all),
      () => current && setReplies('error'),
    )
    return () => {
      current = false
    }
  }, [reloads])

  async function remove(reply: SavedReply) {
    if (!window.confirm(`Delete the saved reply “${reply.title}”? This cannot be undone.`)) return
    try {
      await deleteSavedReply(reply.id)
      toast({ title: 'Saved reply deleted', variant: 'success' })
      reload()
    } catch {
      toast({ title: 'Failed to delete the saved reply', variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        Saved replies
      </h2>
      {editing ? (
        <SavedReplyEditor
          key={editing.id ?? 'new'}
          draft={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            reload()
          }}
        />
      ) : (
        <Button
          size="sm"
          className="self-start"
          onClick={() =>
            setEditing({
              id: null,
              recordKind: 'contact_submission',
              title: '',
              body: '',
              status: null,
            })
          }
        >
          New saved reply
        </Button>
      )}
      {replies === null ? (
        <p role="status">Loading saved replies…</p>
      ) : replies === 'error' ? (
        <p>The saved replies could not be loaded.</p>
      ) : (
        (Object.keys(FORM_LABELS) as ReplyRecordKind[]).map((kind) => {
          const ofKind = replies.filter((reply) => reply.recordKind === kind)
          return (
            <div key={kind} className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">{FORM_LABELS[kind]}</h3>
              {ofKind.length === 0 ? (
                <p className="text-muted-foreground text-sm">No saved replies for this form.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {ofKind.map((reply) => (
                    <li
                      key={reply.id}
                      className="border-border flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
                    >
                      <span className="font-medium">
                        {reply.title}
                        {reply.status ? (
                          <span className="text-muted-foreground font-normal">
                            {' '}
                            · offered for {statusLabel(reply.status)}
                          </span>
                        ) : null}
                      </span>
                      <span className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit ${reply.title}`}
                          onClick={() => setEditing({ ...reply })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${reply.title}`}
                          onClick={() => void remove(reply)}
                        >
                          Delete
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        })
      )}
    </section>
  )
}
