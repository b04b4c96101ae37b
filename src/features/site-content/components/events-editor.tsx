import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { SiteContent, SiteEvent } from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { duplicateFields, type EventFields } from '../lib/event-fields'
import { ConfirmChange } from './confirm-change'
import { EventForm } from './event-form'

type EventsEditorProps = {
  draft: SiteContent
  save: (events: SiteEvent[]) => Promise<boolean>
}

/** A copy of an event waiting in the add form: what it was copied from, and its first fields. */
type Copy = { from: SiteEvent; fields: EventFields; count: number }

/**
 * The events in the draft, each editable where it stands (Edit opens its form in place, filled
 * in; Save changes that event in the draft; Cancel leaves it as it was), removable after one
 * question, and a form to add one. Duplicate fills that form with a copy (next year's edition):
 * saved, it is listed beside the original, which stays and moves to "Past events" once over.
 */
export function EventsEditor({ draft, save }: EventsEditorProps) {
  const [editing, setEditing] = useState<string>()
  const [removing, setRemoving] = useState<SiteEvent>()
  const [busy, setBusy] = useState(false)
  const [copy, setCopy] = useState<Copy>()
  // Where focus returns once the form or the question has closed: moved after that render, so the
  // button it names is there again (a frame later can be too soon while the desk re-renders).
  const focusTarget = useRef<string>(undefined)
  const events = draft.events

  useEffect(() => {
    const target = focusTarget.current && document.getElementById(focusTarget.current)
    if (!target) return
    target.focus()
    focusTarget.current = undefined
  })

  function focusSoon(id: string) {
    focusTarget.current = id
  }

  // The form has no field for an event's picture: it keeps the one it had.
  const withPicture = (event: SiteEvent, from: SiteEvent) =>
    from.image && !event.image ? { ...event, image: from.image } : event

  async function saveEdit(slug: string, event: SiteEvent) {
    const saved = await save(
      events.map((other) => (other.slug === slug ? withPicture(event, other) : other)),
    )
    if (saved) {
      setEditing(undefined)
      focusSoon(`edit-event-${slug}`)
    }
    return saved
  }

  function duplicate(event: SiteEvent) {
    setCopy((current) => ({
      from: event,
      fields: duplicateFields(
        event,
        events.map((other) => other.slug),
      ),
      count: (current?.count ?? 0) + 1,
    }))
  }

  /** A new event, or the copy listed just after its original. */
  async function add(event: SiteEvent) {
    const at = copy ? events.findIndex((other) => other.slug === copy.from.slug) : -1
    const next =
      copy && at >= 0
        ? [...events.slice(0, at + 1), withPicture(event, copy.from), ...events.slice(at + 1)]
        : [...events, event]
    const saved = await save(next)
    if (saved) {
      setCopy(undefined)
      focusSoon(`edit-event-${event.slug}`)
    }
    return saved
  }

  async function confirmRemove() {
    if (!removing) return
    setBusy(true)
    await save(events.filter((other) => other.slug !== removing.slug))
    setBusy(false)
    setRemoving(undefined)
    focusSoon('add-event-heading')
  }

  return (
    <>
      <ul className="flex list-none flex-col gap-2 p-0">
        {events.map((event) => (
          <li
            key={event.slug}
            className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <strong>{event.name}</strong>: {event.dates}, {event.location}
              </span>
              {editing !== event.slug && (
                <span className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    id={`edit-event-${event.slug}`}
                    aria-label={`Edit ${event.name}`}
                    onClick={() => setEditing(event.slug)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    id={`duplicate-event-${event.slug}`}
                    aria-label={`Duplicate ${event.name}`}
                    onClick={() => duplicate(event)}
                  >
                    Duplicate
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${event.name}`}
                    onClick={() => setRemoving(event)}
                  >
                    Remove
                  </Button>
                </span>
              )}
            </div>
            {editing === event.slug && (
              <EventForm
                label={`Edit ${event.name}`}
                submitLabel="Save this event"
                initial={event}
                taken={events.map((other) => other.slug)}
                onSave={(changed) => saveEdit(event.slug, changed)}
                onCancel={() => {
                  setEditing(undefined)
                  focusSoon(`edit-event-${event.slug}`)
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <h3 id="add-event-heading" tabIndex={-1} className="text-lg font-semibold">
        Add an event
      </h3>
      {/* Always there, so the sentence is read out when a copy is put in the form. */}
      <p role="status" className="text-slate-700 empty:hidden">
        {copy &&
          `A copy of ${copy.from.name} is in the form below as ${copy.fields.name}. Write its dates, change what else differs, then add it to the draft: ${copy.from.name} stays listed.`}
      </p>
      <EventForm
        // A new copy opens a fresh form filled with it; Cancel brings back the empty one.
        key={copy ? `copy-${copy.count}` : 'new'}
        label="Add an event"
        submitLabel="Add to the draft"
        prefill={copy?.fields}
        focusOnOpen={copy !== undefined}
        taken={events.map((other) => other.slug)}
        onSave={add}
        onCancel={
          copy
            ? () => {
                const from = copy.from.slug
                setCopy(undefined)
                focusSoon(`duplicate-event-${from}`)
              }
            : undefined
        }
      />
      {removing && (
        <ConfirmChange
          title={`Remove ${removing.name}?`}
          lead="The event leaves the draft. Visitors still see it until you publish."
          changes={diffContent(draft, {
            ...draft,
            events: events.filter((other) => other.slug !== removing.slug),
          })}
          confirmLabel={`Remove ${removing.name}`}
          busy={busy}
          onConfirm={confirmRemove}
          onClose={() => {
            setRemoving(undefined)
            focusSoon(`edit-event-${removing.slug}`)
          }}
        />
      )}
    </>
  )
}
