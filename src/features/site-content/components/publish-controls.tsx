import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SiteContent } from '@/content/site-content-schema'
import { DESK_TIME_ZONE, formatDeskDateTime } from '@/lib/desk-time'
import type { SiteSchedule } from '../api/schedule-site-draft'
import { diffContent, summaryLine } from '../lib/content-diff'
import { partLabel, withParts, type SitePart } from '../lib/site-parts'
import { zonedInstant } from '../lib/zoned-time'
import { ConfirmChange } from './confirm-change'

type PublishControlsProps = {
  draft: SiteContent
  /** The live version's content (none before the first publication). */
  live: SiteContent | undefined
  /** The parts this member may publish (their roles' permissions), in the desk's order. */
  publishable: readonly SitePart[]
  schedules: SiteSchedule[]
  busy: boolean
  onPublish: (parts: SitePart[]) => Promise<void>
  onSchedule: (publishAt: string, parts: SitePart[]) => Promise<void>
  onCancelSchedule: (schedule: SiteSchedule) => Promise<void>
}

type Asking = { kind: 'publish' } | { kind: 'schedule'; publishAt: string }

const scheduleProblem =
  'Enter a date and time in the future, for example 04/19/2027 09:00 AM (Mountain Time)'
const noPartProblem = 'Choose at least one part to publish'

/** What the live site becomes once these parts of `next` go live, compared with it now. */
function changesOf(live: SiteContent | undefined, next: SiteContent, parts: readonly SitePart[]) {
  return live ? diffContent(live, withParts(live, next, parts)) : diffContent(next, next)
}

/**
 * Publish now, or at a date and time, the parts of the draft the member chooses (pages, news, …):
 * each asks once, showing what will change against the live site in those parts alone; the other
 * parts' edits stay in the draft. The changes still to come are listed with when they go live and
 * can be cancelled.
 */
export function PublishControls(props: PublishControlsProps) {
  const [asking, setAsking] = useState<Asking>()
  const [when, setWhen] = useState('')
  const [problem, setProblem] = useState<string>()
  const [partsProblem, setPartsProblem] = useState<string>()
  const edited = props.publishable.filter(
    (part) => changesOf(props.live, props.draft, [part]).length > 0,
  )
  // Unticked by the member; every edited part is ticked until then.
  const [unticked, setUnticked] = useState<ReadonlySet<SitePart>>(new Set())
  const chosen = props.publishable.filter(
    (part) => !unticked.has(part) && (edited.includes(part) || !props.live),
  )
  const changes = changesOf(props.live, props.draft, chosen)

  function toggle(part: SitePart, on: boolean) {
    const next = new Set(unticked)
    if (on) next.delete(part)
    else next.add(part)
    setUnticked(next)
    setPartsProblem(undefined)
  }

  function askToPublish() {
    if (chosen.length === 0) {
      setPartsProblem(noPartProblem)
      return
    }
    setAsking({ kind: 'publish' })
  }

  function askToSchedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    let publishAt: string | undefined
    try {
      publishAt = when ? zonedInstant(when, DESK_TIME_ZONE) : undefined
    } catch {
      publishAt = undefined
    }
    if (!publishAt || Date.parse(publishAt) <= Date.now()) {
      setProblem(scheduleProblem)
      document.getElementById('schedule-at')?.focus()
      return
    }
    setProblem(undefined)
    if (chosen.length === 0) {
      setPartsProblem(noPartProblem)
      return
    }
    setAsking({ kind: 'schedule', publishAt })
  }

  async function confirm() {
    if (!asking) return
    if (asking.kind === 'publish') await props.onPublish(chosen)
    else {
      await props.onSchedule(asking.publishAt, chosen)
      setWhen('')
    }
    setAsking(undefined)
    setUnticked(new Set())
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={partsProblem ? 'publish-parts-problem' : undefined}
      >
        <legend className="mb-1 font-semibold">What to publish</legend>
        {partsProblem && (
          <p id="publish-parts-problem" className="text-destructive text-sm font-semibold">
            {partsProblem}
          </p>
        )}
        <ul className="flex list-none flex-wrap gap-x-6 gap-y-2 p-0">
          {props.publishable.map((part) => (
            <li key={part}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(part)}
                  // A part with nothing new has nothing to publish: a box that ignored the
                  // click would let the member believe she had chosen it.
                  disabled={Boolean(props.live) && !edited.includes(part)}
                  onChange={(event) => toggle(part, event.target.checked)}
                  className="size-4"
                />
                <span>
                  {partLabel(part)}{' '}
                  <span className="text-sm text-slate-600">
                    {edited.includes(part) ? '(unpublished changes)' : '(as published)'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <Button disabled={props.busy} onClick={askToPublish}>
          Publish
        </Button>
        <form
          onSubmit={askToSchedule}
          aria-label="Schedule the draft"
          noValidate
          className="flex flex-wrap items-end gap-2"
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="schedule-at">Or publish the draft at (Mountain Time, MST/MDT)</Label>
            {problem && (
              <p id="schedule-at-problem" className="text-destructive text-sm font-semibold">
                {problem}
              </p>
            )}
            <Input
              id="schedule-at"
              type="datetime-local"
              value={when}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'schedule-at-problem' : undefined}
              onChange={(event) => setWhen(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={props.busy}>
            Schedule
          </Button>
        </form>
      </div>

      {props.schedules.length > 0 && (
        <section aria-labelledby="scheduled-heading" className="flex flex-col gap-2">
          <h2 id="scheduled-heading" className="text-lg font-semibold">
            Scheduled
          </h2>
          <ul className="flex list-none flex-col gap-2 p-0">
            {props.schedules.map((schedule) => (
              <li
                key={schedule.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 bg-white p-3"
              >
                <span>
                  Goes live {formatDeskDateTime(schedule.publishAt)}
                  {schedule.scheduledBy && `, scheduled by ${schedule.scheduledBy}`}
                  {schedule.parts && `: ${schedule.parts.map(partLabel).join(', ')}`}.{' '}
                  {summaryLine(
                    schedule.parts
                      ? changesOf(props.live, schedule.content, schedule.parts)
                      : diffContent(props.live ?? schedule.content, schedule.content),
                  )}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={props.busy}
                  aria-label={`Cancel the publication at ${formatDeskDateTime(schedule.publishAt)}`}
                  onClick={() => props.onCancelSchedule(schedule)}
                >
                  Cancel
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {asking && (
        <ConfirmChange
          title={asking.kind === 'publish' ? 'Publish these changes?' : 'Schedule these changes?'}
          lead={
            asking.kind === 'publish'
              ? 'The pages are rebuilt and visitors see these changes in a few minutes.'
              : `${chosen.map(partLabel).join(', ')} as they are now go live ${formatDeskDateTime(asking.publishAt)}. Edits made after this are not part of it.`
          }
          changes={changes}
          confirmLabel={asking.kind === 'publish' ? 'Publish' : 'Schedule'}
          busy={props.busy}
          onConfirm={confirm}
          onClose={() => setAsking(undefined)}
        />
      )}
    </div>
  )
}
