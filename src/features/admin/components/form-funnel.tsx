import { useEffect, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { type FormFunnelReport, type FunnelPeriod, getFormFunnel } from '../api/get-form-funnel'
import { downloadFile } from '../lib/download-file'
import { formatNumber } from '../lib/format'
import { FormOriginsTable } from './form-origins-table'
import { FormSourcesTable } from './form-sources-table'
import {
  formFunnelCsv,
  funnelRates,
  FUNNEL_FORM_LABELS,
  hasCheckStep,
  rateText,
} from '../lib/form-funnel-figures'

type Loaded =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; report: FormFunnelReport }

const STEP_HEADERS = [
  'Viewed',
  'Started',
  'Reached “Check your answers”',
  'Sent',
  'Refused by validation',
] as const

/**
 * Form completion rates, as GOV.UK Forms reports them, to show where people give up: for the
 * period, per intake form, how often it was viewed, started, reached "Check your answers" (the
 * coach application), sent and refused by validation, with the rate from each step to the next; CSV
 * like the other reports. Counted without cookies or identifiers (src/lib/form-funnel.ts); visitors
 * with Global Privacy Control or Do Not Track, robots and the desk's own people are not in it.
 */
export function FormFunnel({ period }: { period: FunnelPeriod }) {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ request: object; value: Loaded } | null>(null)
  // A new object per period (each "Show report", even for the same days) or retry: figures fresh.
  const request = useMemo(() => ({ from: period.from, to: period.to, attempt }), [period, attempt])
  const loaded: Loaded = settled?.request === request ? settled.value : { status: 'loading' }

  useEffect(() => {
    let current = true
    getFormFunnel(request).then(
      (report) => current && setSettled({ request, value: { status: 'ready', report } }),
      () => current && setSettled({ request, value: { status: 'error' } }),
    )
    return () => {
      current = false
    }
  }, [request])

  return (
    <section aria-labelledby="form-funnel-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="form-funnel-heading" className="text-lg font-bold tracking-tight">
          Form completion
        </h3>
        {loaded.status === 'ready' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              downloadFile(
                `form-completion-${loaded.report.from}-to-${loaded.report.to}.csv`,
                formFunnelCsv(loaded.report),
              )
            }
          >
            Download form completion CSV
          </Button>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">
        {period.from} to {period.to}. Counted without cookies; visitors who ask not to be tracked,
        robots and the desk&apos;s own team are not counted.
      </p>
      {loaded.status === 'loading' ? (
        <div role="status" aria-label="Loading form completion">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : loaded.status === 'error' ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>Form completion could not be loaded.</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <FormFunnelTable report={loaded.report} />
          <FormOriginsTable origins={loaded.report.origins} />
          <FormSourcesTable sources={loaded.report.sources} />
        </>
      )}
    </section>
  )
}

function FormFunnelTable({ report }: { report: FormFunnelReport }) {
  return (
    <div
      role="region"
      aria-label="Form completion table"
      // Keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="border-border overflow-x-auto rounded-md border bg-white"
    >
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="sr-only">Form completion by form</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Form
            </th>
            {STEP_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-right">
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Step to step
            </th>
          </tr>
        </thead>
        <tbody>
          {report.forms.map((row) => (
            <tr key={row.form} className="border-border border-t">
              <th scope="row" className="px-3 py-2 font-semibold">
                {FUNNEL_FORM_LABELS[row.form]}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.viewed)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.started)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {hasCheckStep(row.form) ? formatNumber(row.checked) : '—'}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.sent)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.refused)}</td>
              <td className="px-3 py-2">
                <ul className="flex flex-col gap-0.5">
                  {funnelRates(row).map((rate) => (
                    <li key={rate.label}>{rateText(rate)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
