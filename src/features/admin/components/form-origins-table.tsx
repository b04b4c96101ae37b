import type { FormOriginRow } from '../api/get-form-funnel'
import { formatNumber } from '../lib/format'
import { FUNNEL_FORM_LABELS } from '../lib/form-funnel-figures'

/**
 * Which pages led to applications and messages, so the team knows what brings people in: the
 * records sent in the period by the page their visit began on (stored on each record, nothing else
 * of the visit), per form, the most first.
 */
export function FormOriginsTable({ origins }: { origins: readonly FormOriginRow[] }) {
  return (
    <div
      role="region"
      aria-label="Pages that led to sent forms"
      // Keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="border-border overflow-x-auto rounded-md border bg-white"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">
          Pages that led to sent forms
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Landing page
            </th>
            <th scope="col" className="px-3 py-2">
              Form
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sent
            </th>
          </tr>
        </thead>
        <tbody>
          {origins.length === 0 ? (
            <tr className="border-border border-t">
              <td colSpan={3} className="text-muted-foreground px-3 py-2">
                Nothing sent in this period names the page its visit began on.
              </td>
            </tr>
          ) : (
            origins.map((row) => (
              <tr key={`${row.form} ${row.landing_page}`} className="border-border border-t">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {row.landing_page}
                </th>
                <td className="px-3 py-2">{FUNNEL_FORM_LABELS[row.form]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.sent)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
