import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { SiteEvent } from '@/content/site-content-schema'
import { idahoTimeZones, zonedInstant } from '../lib/zoned-time'

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** "Add an event": every field an event card shows, the span as wall-clock times in its zone. */
export function EventForm({ onAdd }: { onAdd: (event: SiteEvent) => Promise<boolean> }) {
  const [busy, setBusy] = useState(false)

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault()
    const form = formEvent.currentTarget
    const field = (name: string) => String(new FormData(form).get(name) ?? '').trim()
    const zone = field('timeZone')
    const starts = field('startsAt')
    const ends = field('endsAt')
    const name = field('name')
    const event: SiteEvent = {
      slug: slugOf(name),
      name,
      dates: field('dates'),
      ...(starts ? { startsAt: zonedInstant(starts, zone) } : {}),
      ...(ends ? { endsAt: zonedInstant(ends, zone) } : {}),
      location: field('location'),
      description: field('description'),
      url: field('url'),
      highlights: field('highlights')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    }
    setBusy(true)
    // The form keeps what was typed when the save is refused, so nothing is lost.
    if (await onAdd(event)) form.reset()
    setBusy(false)
  }

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Add an event">
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-name">Name</Label>
        <Input id="event-name" name="name" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-dates">Dates as visitors read them</Label>
        <Input id="event-dates" name="dates" placeholder="April 19–24, 2027" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-starts">Starts</Label>
        <Input id="event-starts" name="startsAt" type="datetime-local" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-ends">Ends</Label>
        <Input id="event-ends" name="endsAt" type="datetime-local" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-zone">Time zone</Label>
        <select
          id="event-zone"
          name="timeZone"
          className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
        >
          {idahoTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-location">Place</Label>
        <Input id="event-location" name="location" placeholder="Boise, Idaho" />
      </div>
      <div className="flex flex-col gap-1 md:col-span-2">
        <Label htmlFor="event-description">Summary</Label>
        <Textarea id="event-description" name="description" rows={3} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-url">Website</Label>
        <Input id="event-url" name="url" type="url" placeholder="https://…" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="event-highlights">Highlights (one a line)</Label>
        <Textarea id="event-highlights" name="highlights" rows={3} />
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          Add to the draft
        </Button>
      </div>
    </form>
  )
}
