import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  siteTimelinePhaseSchema,
  timelineCycleSchema,
  type SiteContent,
  type TimelinePhase,
} from '@/content/site-content-schema'
import { diffContent } from '../lib/content-diff'
import { checkItem, type ItemValues } from '../lib/item-check'
import { linesOf } from '../lib/optional-text'
import { zonedInstant } from '../lib/zoned-time'
import { ConfirmChange } from './confirm-change'
import { InPlaceList } from './in-place-list'
import type { ItemField } from './item-form'

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

const fields: readonly ItemField[] = [
  { name: 'phase', label: 'Phase' },
  { name: 'dates', label: 'Dates as visitors read them', hint: 'For example March 1–18, 2027' },
  { name: 'startsAt', label: 'Starts (Mountain Time)', type: 'datetime-local' },
  { name: 'endsAt', label: 'Ends (Mountain Time)', type: 'datetime-local' },
  { name: 'details', label: 'What happens and the rules (one a line)', lines: true, wide: true },
]

const toValues = (phase: TimelinePhase): ItemValues => ({
  phase: phase.phase,
  dates: phase.dates,
  startsAt: wallClock(phase.startsAt),
  endsAt: wallClock(phase.endsAt),
  details: phase.details.join('\n'),
})

const check = (values: ItemValues) =>
  checkItem<TimelinePhase>(siteTimelinePhaseSchema, {
    phase: values.phase ?? '',
    dates: values.dates ?? '',
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    details: linesOf(values.details),
  })

/**
 * The contest timeline, one form per cycle (the first listed is the one the timeline page
 * shows): its phases with their dates in Mountain Time and their rules, one a line.
 */
export function TimelineEditor({
  draft,
  save,
}: {
  draft: SiteContent
  save: (timeline: SiteContent['timeline']) => Promise<boolean>
}) {
  const timeline = draft.timeline
  const [cycleName, setCycleName] = useState('')
  const [cycleProblem, setCycleProblem] = useState<string>()
  const [removing, setRemoving] = useState<number>()
  const [busy, setBusy] = useState(false)

  // A new cycle starts as a copy of the current one's phases, listed first: its dates are then
  // changed phase by phase before it is published.
  async function startCycle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const current = timeline[0]
    if (!current) return
    const name = cycleName.trim()
    const problem = !name
      ? 'Enter the new cycle’s name, for example 2026–27'
      : timeline.some((cycle) => cycle.cycle === name)
        ? `A cycle called ${name} is already listed. Give the new one another name`
        : undefined
    setCycleProblem(problem)
    if (problem) {
      document.getElementById('timeline-new-cycle')?.focus()
      return
    }
    if (await save([{ cycle: name, phases: current.phases }, ...timeline])) setCycleName('')
  }

  const removed = removing === undefined ? undefined : timeline[removing]
  return (
    <div className="flex flex-col gap-6">
      {timeline.map((cycle, index) => {
        const withPhases = (phases: TimelinePhase[]) =>
          timeline.map((other, at) => (at === index ? { ...other, phases } : other))
        return (
          <div key={`${cycle.cycle}-${index}`} className="flex flex-col gap-2">
            <InPlaceList<TimelinePhase>
              title={`Timeline ${cycle.cycle}${index === 0 ? ' (shown on the timeline page)' : ''}`}
              noun="phase"
              idPrefix={`timeline-${index}`}
              items={cycle.phases}
              nameOf={(phase) => phase.phase}
              summary={(phase) => (
                <span>
                  <strong>{phase.phase}</strong>: {phase.dates}
                </span>
              )}
              fields={fields}
              toValues={toValues}
              blank={{ phase: '', dates: '', startsAt: '', endsAt: '', details: '' }}
              check={check}
              listSchema={timelineCycleSchema.shape.phases}
              changesOf={(phases) => diffContent(draft, { ...draft, timeline: withPhases(phases) })}
              save={(phases) => save(withPhases(phases))}
            />
            {timeline.length > 1 && (
              <div>
                <Button
                  type="button"
                  variant="ghost"
                  id={`timeline-${index}-remove-cycle`}
                  onClick={() => setRemoving(index)}
                >
                  Remove the {cycle.cycle} cycle
                </Button>
              </div>
            )}
          </div>
        )
      })}
      <form
        onSubmit={startCycle}
        aria-label="Start a new cycle"
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="timeline-new-cycle">New cycle (e.g. 2026–27)</Label>
          {cycleProblem && (
            <p id="timeline-new-cycle-problem" className="text-destructive text-sm font-semibold">
              {cycleProblem}
            </p>
          )}
          <Input
            id="timeline-new-cycle"
            value={cycleName}
            aria-invalid={cycleProblem ? true : undefined}
            aria-describedby={cycleProblem ? 'timeline-new-cycle-problem' : undefined}
            onChange={(event) => setCycleName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Start it from the current cycle’s phases
        </Button>
      </form>
      {removed && removing !== undefined && (
        <ConfirmChange
          title={`Remove the ${removed.cycle} cycle?`}
          lead="The cycle and its phases leave the draft. Visitors still see them until you publish."
          changes={diffContent(draft, {
            ...draft,
            timeline: timeline.filter((_, at) => at !== removing),
          })}
          confirmLabel={`Remove the ${removed.cycle} cycle`}
          busy={busy}
          onConfirm={async () => {
            setBusy(true)
            await save(timeline.filter((_, at) => at !== removing))
            setBusy(false)
            setRemoving(undefined)
          }}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </div>
  )
}
