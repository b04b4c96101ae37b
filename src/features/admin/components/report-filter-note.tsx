import { Button } from '@/components/ui/button'
import type { DeskView, DeskViewChange } from '../lib/desk-view'
import { optionLabel } from '../lib/labels'

/** The report filters of a view in words ("submitted 2025-11-01 to 2025-11-30, …"), or ''. */
export function reportFilterText(view: DeskView): string {
  const parts: string[] = []
  if (view.from && view.to) parts.push(`submitted ${view.from} to ${view.to}`)
  else if (view.from) parts.push(`submitted on or after ${view.from}`)
  else if (view.to) parts.push(`submitted on or before ${view.to}`)
  if (view.region) parts.push(`region ${optionLabel('region', view.region)}`)
  if (view.subject) parts.push(`subject ${optionLabel('subject', view.subject)}`)
  return parts.join(', ')
}

/**
 * A list opened from a report's figure is narrowed by that figure's period, region or subject,
 * which the filter bar has no control for: this says so and undoes it.
 */
export function ReportFilterNote({
  view,
  update,
}: {
  view: DeskView
  update: (change: DeskViewChange) => void
}) {
  const text = reportFilterText(view)
  if (!text) return null
  return (
    <div className="bg-muted flex flex-wrap items-center gap-3 rounded-md px-3 py-2 text-sm">
      <p>Only those {text}.</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => update({ from: '', to: '', region: null, subject: null })}
      >
        Show all dates, regions and subjects
      </Button>
    </div>
  )
}
