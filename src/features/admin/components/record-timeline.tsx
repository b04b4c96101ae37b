import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { listReplies, type DeskReply } from '../api/desk-replies'
import { listAnswers, type RecordAnswer } from '../api/list-answers'
import { getRecordTimeline } from '../api/get-record-timeline'
import { addNote, deleteNote, MAX_NOTE_LENGTH, updateNote } from '../api/save-note'
import { formatDateTime } from '../lib/format'
import { statusLabel } from '../lib/statuses'
import { RECORD_KINDS, type DeskTab, type TimelineEntry } from '../types'
import { AnswerTimelineEntry } from './answer-timeline-entry'
import { ReplyTimelineEntry } from './reply-timeline-entry'

interface RecordTimelineProps {
  kind: DeskTab
  recordId: string
  /** Changes whenever the record's status changes, so the timeline reloads. */
  status: string
  currentUserId: string
  /** The id of the "Add a note" box, so the `n` shortcut can focus it. */
  noteBoxId: string
  /** Changes when a reply was sent from the record, so the timeline reloads. */
  refreshKey?: number
  /** How often the timeline is looked at again while a reply is still being delivered. */
  pollMs?: number
}

/** Replies from the desk share the timeline with notes and status changes. */
type ReplyItem = { type: 'reply'; id: string; at: string; reply: DeskReply }
/** Answers the person sent back by e-mail, too. */
type AnswerItem = { type: 'answer'; id: string; at: string; answer: RecordAnswer }
type Item = TimelineEntry | ReplyItem | AnswerItem

type Loaded = { key: string; entries: Item[] | 'error' }

function newestFirst(
  entries: TimelineEntry[],
  replies: DeskReply[] | null,
  answers: RecordAnswer[] | null = null,
): Item[] {
  const items: Item[] = [
    ...entries,
    ...(answers ?? []).map((answer): AnswerItem => ({
      type: 'answer',
      id: answer.id,
      at: answer.receivedAt,
      answer,
    })),
    ...(replies ?? []).map((reply): ReplyItem => ({
      type: 'reply',
      id: reply.id,
      at: reply.createdAt,
      reply,
    })),
  ]
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
}

function noteProblem(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return 'Write something before adding the note.'
  if (trimmed.length > MAX_NOTE_LENGTH) {
    return `Notes can be at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters.`
  }
  return null
}

function NoteEditor({
  entry,
  onSaved,
  onCancel,
}: {
  entry: Extract<TimelineEntry, { type: 'note' }>
  onSaved: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [text, setText] = useState(entry.body)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // Edit moves focus into the box it opened.
  useEffect(() => {
    document.getElementById(id)?.focus()
  }, [id])
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault()
        const issue = noteProblem(text)
        setProblem(issue)
        if (issue) return
        setSaving(true)
        try {
          await updateNote(entry.id, text)
          toast({ title: 'Note updated', variant: 'success' })
          onSaved()
        } catch {
          toast({
            title: 'Failed to update note',
            description: 'Please try again.',
            variant: 'destructive',
          })
        } finally {
          setSaving(false)
        }
      }}
    >
      <Label htmlFor={id}>Edit note</Label>
      <Textarea
        id={id}
        rows={3}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="text-destructive text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save note'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/**
 * Notes and status changes of one record on one timeline, newest first, with a box to add a
 * note. Only a note's author sees Edit and Delete (the database refuses anyone else anyway).
 */
export function RecordTimeline({
  kind,
  recordId,
  status,
  currentUserId,
  noteBoxId: noteId,
  refreshKey = 0,
  pollMs = 5000,
}: RecordTimelineProps) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const key = `${kind}:${recordId}:${status}:${refreshKey}`
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [reloads, setReloads] = useState(0)
  const [draft, setDraft] = useState('')
  const [draftFor, setDraftFor] = useState(recordId)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  // While the same record reloads (a poll, a new note) its last entries stay on screen.
  const entries = loaded?.key.startsWith(`${key}:`) ? loaded.entries : null

  // A draft belongs to the record it was written for.
  if (draftFor !== recordId) {
    setDraftFor(recordId)
    setDraft('')
    setProblem(null)
    setEditing(null)
  }

  useEffect(() => {
    let current = true
    const loadKey = `${key}:${reloads}`
    Promise.all([
      getRecordTimeline(kind, recordId),
      // Notes and history stay readable when the replies cannot be loaded.
      listReplies(RECORD_KINDS[kind], recordId).catch((): DeskReply[] | null => null),
      listAnswers(RECORD_KINDS[kind], recordId).catch((): RecordAnswer[] | null => null),
    ]).then(
      ([next, replies, answers]) =>
        current && setLoaded({ key: loadKey, entries: newestFirst(next, replies, answers) }),
      () => current && setLoaded({ key: loadKey, entries: 'error' }),
    )
    return () => {
      current = false
    }
  }, [kind, recordId, key, reloads])

  const reload = useCallback(() => setReloads((n) => n + 1), [])

  // A reply on its way is looked at again until it is sent or has failed.
  const delivering =
    Array.isArray(entries) &&
    entries.some(
      (entry) =>
        entry.type === 'reply' &&
        (entry.reply.state === 'pending' || entry.reply.state === 'sending'),
    )
  useEffect(() => {
    if (!delivering) return
    const timer = setTimeout(reload, pollMs)
    return () => clearTimeout(timer)
  }, [delivering, entries, reload, pollMs])

  async function submitNote() {
    const issue = noteProblem(draft)
    setProblem(issue)
    if (issue) return
    setSaving(true)
    try {
      await addNote(kind, recordId, draft)
      setDraft('')
      toast({ title: 'Note added', variant: 'success' })
      // Out of the box, so the next status key works on the record instead of being typed into
      // an empty note; the heading is where the added note is listed.
      headingRef.current?.focus()
      reload()
    } catch {
      // The draft stays in the box: nothing typed is lost.
      toast({
        title: 'Failed to add note',
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  async function removeNote(entry: Extract<TimelineEntry, { type: 'note' }>) {
    if (!window.confirm('Delete this note? This cannot be undone.')) return
    try {
      await deleteNote(entry.id)
      toast({ title: 'Note deleted', variant: 'success' })
      reload()
    } catch {
      toast({
        title: 'Failed to delete note',
        description: 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  return (
    <section aria-labelledby={headingId} className="border-border border-t p-6">
      <h3 ref={headingRef} id={headingId} tabIndex={-1} className="mb-3 text-lg font-semibold">
        Notes and history
      </h3>
      <form
        className="mb-5 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void submitNote()
        }}
      >
        <Label htmlFor={noteId}>Add a note</Label>
        <Textarea
          id={noteId}
          rows={3}
          value={draft}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${noteId}-problem` : `${noteId}-hint`}
          onChange={(event) => {
            setDraft(event.target.value)
            if (problem) setProblem(null)
          }}
          onKeyDown={(event) => {
            // Ctrl+Enter / Cmd+Enter adds the note without leaving the keyboard.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              void submitNote()
            }
            // Escape with a draft leaves the box instead of closing the record: nothing typed is
            // lost; a second Escape closes.
            if (event.key === 'Escape' && draft.trim()) {
              event.preventDefault()
              event.currentTarget.blur()
            }
          }}
        />
        {problem ? (
          <p id={`${noteId}-problem`} className="text-destructive text-sm">
            {problem}
          </p>
        ) : (
          <p id={`${noteId}-hint`} className="text-muted-foreground text-sm">
            Everyone who works submissions (reviewers and administrators) can read notes; the person
            who sent this record never sees them. Ctrl+Enter adds the note.
          </p>
        )}
        <Button type="submit" size="sm" className="self-start" disabled={saving}>
          {saving ? 'Adding...' : 'Add note'}
        </Button>
      </form>

      {entries === null ? (
        <div role="status" aria-label="Loading notes and history" className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : entries === 'error' ? (
        <p>The notes and history could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">No notes or status changes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Timeline">
          {entries.map((entry) =>
            entry.type === 'answer' ? (
              <AnswerTimelineEntry key={`answer-${entry.id}`} answer={entry.answer} />
            ) : entry.type === 'reply' ? (
              <ReplyTimelineEntry
                key={`reply-${entry.id}`}
                reply={entry.reply}
                onChanged={reload}
              />
            ) : (
              <li key={`${entry.type}-${entry.id}`} className="text-sm" data-entry={entry.type}>
                <p>
                  <time dateTime={entry.at} className="font-semibold">
                    {formatDateTime(entry.at)}
                  </time>
                  {entry.type === 'status' ? (
                    <>
                      {': '}
                      {statusLabel(entry.oldStatus ?? 'none')} → {statusLabel(entry.newStatus)}
                      {' by '}
                      {entry.authorName ?? entry.authorEmail ?? 'an unknown user'}
                    </>
                  ) : (
                    <>
                      {': note by '}
                      {entry.authorName ?? entry.authorEmail ?? 'an unknown user'}
                      {entry.updatedAt !== entry.at ? ' (edited)' : null}
                    </>
                  )}
                </p>
                {entry.type === 'note' ? (
                  editing === entry.id ? (
                    <NoteEditor
                      entry={entry}
                      onCancel={() => setEditing(null)}
                      onSaved={() => {
                        setEditing(null)
                        reload()
                      }}
                    />
                  ) : (
                    <>
                      <p className="bg-muted mt-1 rounded-md p-3 break-words whitespace-pre-wrap">
                        {entry.body}
                      </p>
                      {entry.authorId === currentUserId ? (
                        <div className="mt-1 flex gap-2">
                          <Button size="sm" variant="ghost" onClick={() => setEditing(entry.id)}>
                            Edit note
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => void removeNote(entry)}>
                            Delete note
                          </Button>
                        </div>
                      ) : null}
                    </>
                  )
                ) : null}
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  )
}
