import type { FormSourceRow } from '../api/get-form-funnel'
import { formatNumber } from '../lib/format'
import { FUNNEL_FORM_LABELS } from '../lib/form-funnel-figures'
import { campaignLabel } from '../lib/visits-figures'

/** The forms' names, and the updates' sign-ups counted beside them. */
const sourceFormLabels: Record<FormSourceRow['form'], string> = {
  ...FUNNEL_FORM_LABELS,
  update_signup: 'Get updates (new subscribers)',
}

/** "spring-2026 (newsletter / email)", or the referring site: "news.example.org (a link)". */
function sourceLabel(row: FormSourceRow): string {
  if (row.campaign !== null || row.source !== null || row.medium !== null) {
    return `Campaign ${campaignLabel({
      campaign: row.campaign ?? '',
      source: row.source ?? '',
      medium: row.medium ?? '',
    })}`
  }
  return `${row.referrer ?? 'Unknown'} (a link)`
}

/**
 * Which campaigns and referring sites led to sent applications and messages, and to new
 * subscribers to updates: the records sent in the period by the campaign their visit came with
 * (or, without one, the site that linked to us), per form, the most first, with the forms
 * started from it (a sign-up for updates has no start: "—").
 */
export function FormSourcesTable({ sources }: { sources: readonly FormSourceRow[] }) {
  return (
    <div
      role="region"
      aria-label="Campaigns and referrers that led to sent forms"
      // Keyboard users can scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="border-border overflow-x-auto rounded-md border bg-white"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">
          Campaigns and referrers that led to sent forms
        </caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Campaign or referrer
            </th>
            <th scope="col" className="px-3 py-2">
              Form
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Started
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sent
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.length === 0 ? (
            <tr className="border-border border-t">
              <td colSpan={4} className="text-muted-foreground px-3 py-2">
                Nothing started or sent in this period came with a campaign or a link from another
                site.
              </td>
            </tr>
          ) : (
            sources.map((row) => (
              <tr
                key={`${row.form} ${row.campaign} ${row.source} ${row.medium} ${row.referrer}`}
                className="border-border border-t"
              >
                <th scope="row" className="px-3 py-2 font-semibold">
                  {sourceLabel(row)}
                </th>
                <td className="px-3 py-2">{sourceFormLabels[row.form]}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.started === null ? '—' : formatNumber(row.started)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.sent)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
