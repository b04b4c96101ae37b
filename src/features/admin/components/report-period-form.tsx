import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ReportGrain, ReportPeriod } from '../api/get-desk-report'
import { dateRangeProblem, DAY_PATTERN } from '../lib/date-range'

interface ReportPeriodFormProps {
  period: ReportPeriod
  onChange: (period: ReportPeriod) => void
}

/** One period for every figure of the report: from, to (Mountain Time days) and week or month. */
export function ReportPeriodForm({ period, onChange }: ReportPeriodFormProps) {
  const id = useId()
  const [from, setFrom] = useState(period.from)
  const [to, setTo] = useState(period.to)
  const [grain, setGrain] = useState<ReportGrain>(period.grain)
  const [problem, setProblem] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing = !DAY_PATTERN.test(from) || !DAY_PATTERN.test(to)
    const found = missing ? 'Enter both dates as YYYY-MM-DD.' : dateRangeProblem({ from, to })
    setProblem(found)
    if (!found) onChange({ from, to, grain })
  }

  return (
    <form
      aria-label="Report period"
      className="flex flex-wrap items-end gap-3"
      onSubmit={submit}
      noValidate
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-grain`}>Count by</Label>
        <select
          id={`${id}-grain`}
          value={grain}
          onChange={(event) => setGrain(event.target.value as ReportGrain)}
          className="border-input min-h-10 rounded-md border bg-white px-3 text-sm"
        >
          <option value="week">Week</option>
          <option value="month">Month</option>
        </select>
      </div>
      <Button type="submit">Show report</Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-destructive w-full text-sm">
          {problem}
        </p>
      ) : null}
    </form>
  )
}
