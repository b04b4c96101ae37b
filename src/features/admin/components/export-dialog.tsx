import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { dateRangeProblem, type DateRange } from '../lib/date-range'
import { formatNumber } from '../lib/format'
import { Modal } from '@/components/ui/modal'

interface ExportDialogProps {
  /** "coach applications" */
  nounPlural: string
  /** How many records the current filter and search match (before any date range). */
  matching: number
  /** The filter in words, e.g. ' (status Pending, search “boise”)', or '' for none. */
  filterSummary: string
  exporting: boolean
  onExport: (range: DateRange) => void
  onClose: () => void
}

/** Export what the list shows (its filter and search), optionally limited to a date range. */
export function ExportDialog({
  nounPlural,
  matching,
  filterSummary,
  exporting,
  onExport,
  onClose,
}: ExportDialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const fromId = useId()
  const toId = useId()
  const [range, setRange] = useState<DateRange>({ from: '', to: '' })
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <Modal
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={onClose}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <form
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault()
          const issue = dateRangeProblem(range)
          setProblem(issue)
          if (!issue) onExport(range)
        }}
      >
        <h2 id={titleId} className="text-xl font-bold">
          Export CSV
        </h2>
        <p id={descriptionId}>
          {formatNumber(matching)} {nounPlural} in the list{filterSummary}. Leave the dates empty to
          export all of them, or limit the export to the days they were submitted (Mountain Time).
        </p>
        <div className="flex flex-wrap gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fromId}>Submitted from</Label>
            <Input
              id={fromId}
              type="date"
              value={range.from}
              max={range.to || undefined}
              onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={toId}>Submitted to</Label>
            <Input
              id={toId}
              type="date"
              value={range.to}
              min={range.from || undefined}
              onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
            />
          </div>
        </div>
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={exporting}>
            {exporting ? 'Exporting...' : 'Download CSV'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
