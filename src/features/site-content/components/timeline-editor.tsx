import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  timelineCycleSchema,
  type TimelineCycle,
  type TimelinePhase,
} from '@/content/site-content-schema'
import { linesOf } from '../lib/optional-text'
import { zonedInstant } from '../lib/zoned-time'
import { ListEditor, newRowKey, type Row } from './list-editor'
import { RowField } from './row-field'

/** The timeline is kept in Mountain Time (src/content/timeline.ts): its table says so. */
const ZONE = 'America/Boise'

/** The record's own wall-clock reading (2026-03-18T23:59:00-06:00 → 2026-03-18T23:59:00). */
const wallClock = (instant: string) => instant.slice(0, 19)
const instantOf = (local: string | undefined) => {
  const text = local?.trim() ?? ''
  // Left empty or unreadable, it stays as typed and the schema names the field.
  try {
    return text ? zonedInstant(text, ZONE) : ''
  } catch {
    return text
  }
}

const toRow = (phase: TimelinePhase): Row => ({
  key: newRowKey(),
  phase: phase.phase,
  dates: phase.dates,
  startsAt: wallClock(phase.startsAt),
  endsAt: wallClock(phase.endsAt),
  details: phase.details.join('\n'),
})

const toPhases = (rows: Row[]) =>
  rows.map((row) => ({
    phase: row.phase ?? '',
    dates: row.dates ?? '',
    startsAt: instantOf(row.startsAt),
    endsAt: instantOf(row.endsAt),
    details: linesOf(row.details),
  }))

/**
 * The contest timeline, one form per cycle (the first listed is the one the timeline page
 * shows): its phases with their dates in Mountain Time and their rules, one a line.
 */
export function TimelineEditor({
  timeline,
  save,
}: {
  timeline: TimelineCycle[]
  save: (timeline: TimelineCycle[]) => Promise<boolean>
}) {
  const [cycleName, setCycleName] = useState('')

  // A new cycle starts as a copy of the current one's phases, listed first: its dates are then
  // changed phase by phase before it is published.
  async function startCycle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const current = timeline[0]
    if (!current) return
    if (await save([{ cycle: cycleName.trim(), phases: current.phases }, ...timeline]))
      setCycleName('')
  }

  return (
    <div className="flex flex-col gap-6">
      {timeline.map((cycle, index) => (
        <div key={`${cycle.cycle}-${index}`} className="flex flex-col gap-2">
          <ListEditor
            title={`Timeline ${cycle.cycle}${index === 0 ? ' (shown on the timeline page)' : ''}`}
            noun="phase"
            idPrefix={`timeline-${index}`}
            saveLabel={`Save the ${cycle.cycle} timeline`}
            initialRows={cycle.phases.map(toRow)}
            blank={() => ({
              key: newRowKey(),
              phase: '',
              dates: '',
              startsAt: '',
              endsAt: '',
              details: '',
            })}
            firstField="phase"
            nameOf={(row) => row.phase ?? ''}
            toValue={toPhases}
            schema={timelineCycleSchema.shape.phases}
            save={(phases) =>
              save(
                timeline.map((other, at) =>
                  at === index ? { ...other, phases: phases as TimelinePhase[] } : other,
                ),
              )
            }
            renderRow={(row, fields) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <RowField row={row} fields={fields} name="phase" label="Phase" />
                <RowField
                  row={row}
                  fields={fields}
                  name="dates"
                  label="Dates as visitors read them"
                />
                <RowField
                  row={row}
                  fields={fields}
                  name="startsAt"
                  label="Starts (Mountain Time)"
                  type="datetime-local"
                />
                <RowField
                  row={row}
                  fields={fields}
                  name="endsAt"
                  label="Ends (Mountain Time)"
                  type="datetime-local"
                />
                <RowField
                  row={row}
                  fields={fields}
                  name="details"
                  label="What happens and the rules (one a line)"
                  lines
                  className="sm:col-span-2"
                />
              </div>
            )}
          />
          {timeline.length > 1 && (
            <div>
              <Button
                type="button"
                variant="ghost"
                onClick={() => save(timeline.filter((_, at) => at !== index))}
              >
                Remove the {cycle.cycle} cycle
              </Button>
            </div>
          )}
        </div>
      ))}
      <form
        onSubmit={startCycle}
        aria-label="Start a new cycle"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="timeline-new-cycle">New cycle (e.g. 2026–27)</Label>
          <Input
            id="timeline-new-cycle"
            value={cycleName}
            onChange={(event) => setCycleName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Start it from the current cycle’s phases
        </Button>
      </form>
    </div>
  )
}
