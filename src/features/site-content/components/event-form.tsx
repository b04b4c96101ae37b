import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { SiteEvent } from '@/content/site-content-schema'
import {
  blankEventFields,
  checkEventFields,
  eventFieldLabels,
  eventFieldOrder,
  fieldsOf,
  type EventField,
  type EventFields,
} from '../lib/event-fields'
import { idahoTimeZones, type IdahoTimeZone } from '../lib/zoned-time'

type EventFormProps = {
  /** The form's accessible name: "Add an event", "Edit Idaho AI Week 2027". */
  label: string
  submitLabel: string
  /** The event being edited (its short name, so its address, stays), or none to add one. */
  initial?: SiteEvent
  /** A new event's fields as the form opens with them (a copy of another event), else empty. */
  prefill?: EventFields
  /** Focus the first field once the form opens (a copy was just put in it). */
  focusOnOpen?: boolean
  /** Short names other events use: a new event may not take one. */
  taken: readonly string[]
  onSave: (event: SiteEvent) => Promise<boolean>
  onCancel?: () => void
}

const hints: Partial<Record<EventField, string>> = {
  dates: 'For example April 19–24, 2027',
  startsAt: 'Optional. With a start and an end, the event moves to Past events once it is over.',
  url: 'A full address starting with https://. Leave it empty if the event has no website.',
  reminderDays:
    'Subscribers to events get one e-mail this many days before the start, linking to the event and its Add to calendar. Leave it empty for no reminder.',
}

/**
 * One event's form, to add an event or to edit one where it stands. Each refusal is shown beside
 * its field in words that say how to put it right; focus moves to the first one; nothing typed
 * is lost (only a save the database accepts clears a new event's form).
 */
export function EventForm(props: EventFormProps) {
  const prefix = useId()
  // Editing, the form opens with the event as it stands.
  const [fields, setFields] = useState<EventFields>(() =>
    props.initial ? fieldsOf(props.initial) : (props.prefill ?? blankEventFields),
  )
  const [problems, setProblems] = useState<Partial<Record<EventField, string>>>({})
  const [busy, setBusy] = useState(false)
  const id = (field: EventField) => `${prefix}-${field}`
  const focusOnOpen = props.focusOnOpen

  useEffect(() => {
    if (focusOnOpen) document.getElementById(`${prefix}-${eventFieldOrder[0]}`)?.focus()
  }, [focusOnOpen, prefix])

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault()
    const checked = checkEventFields(fields, { slug: props.initial?.slug, taken: props.taken })
    if (checked.problems) {
      setProblems(checked.problems)
      const first = eventFieldOrder.find((field) => checked.problems[field])
      if (first) document.getElementById(id(first))?.focus()
      return
    }
    setProblems({})
    setBusy(true)
    const saved = await props.onSave(checked.event)
    setBusy(false)
    if (saved && !props.initial) setFields(blankEventFields)
  }

  function control(field: EventField) {
    const problem = problems[field]
    const describedBy = [hints[field] && `${id(field)}-hint`, problem && `${id(field)}-problem`]
      .filter(Boolean)
      .join(' ')
    const shared = {
      id: id(field),
      name: field,
      value: fields[field],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy || undefined,
    }
    const set = (value: string) => setFields((current) => ({ ...current, [field]: value }))
    if (field === 'timeZone') {
      return (
        <select
          {...shared}
          className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
          onChange={(event) => set(event.target.value as IdahoTimeZone)}
        >
          {idahoTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </select>
      )
    }
    if (field === 'description' || field === 'highlights') {
      return <Textarea {...shared} rows={3} onChange={(event) => set(event.target.value)} />
    }
    const type =
      field === 'startsAt' || field === 'endsAt'
        ? 'datetime-local'
        : field === 'url'
          ? 'url'
          : 'text'
    return (
      <Input
        {...shared}
        type={type}
        placeholder={field === 'url' ? 'https://…' : undefined}
        inputMode={field === 'reminderDays' ? 'numeric' : undefined}
        onChange={(event) => set(event.target.value)}
      />
    )
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label={props.label}
      noValidate
    >
      {eventFieldOrder.map((field) => (
        <div
          key={field}
          className={`flex min-w-0 flex-col gap-1 ${field === 'description' ? 'md:col-span-2' : ''}`}
        >
          <Label htmlFor={id(field)}>{eventFieldLabels[field]}</Label>
          {hints[field] && (
            <p id={`${id(field)}-hint`} className="text-sm text-slate-700">
              {hints[field]}
            </p>
          )}
          {problems[field] && (
            <p id={`${id(field)}-problem`} className="text-destructive text-sm font-semibold">
              {problems[field]}
            </p>
          )}
          {control(field)}
        </div>
      ))}
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" disabled={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
