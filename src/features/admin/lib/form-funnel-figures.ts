import type { FormFunnelReport, FormFunnelRow, FunnelFormKind } from '../api/get-form-funnel'
import { toCsv, type CsvColumn } from './csv'

/*
 * The figures of the form funnel (GOV.UK Forms' completion rates): per form, the five counts and
 * the rate from each step to the next, worded as the desk shows them ("started → sent 62%").
 */

export const FUNNEL_FORM_LABELS: Record<FunnelFormKind, string> = {
  contact_submission: 'Contact form',
  coach_application: 'AI Coach application',
  alliance_registration: 'Alliance registration',
}

/** Only the coach application has a "Check your answers" step. */
export function hasCheckStep(form: FunnelFormKind): boolean {
  return form === 'coach_application'
}

/** A share as a whole percentage, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null
}

export interface FunnelRate {
  /** "started → sent" */
  label: string
  percent: number | null
}

/** Each step to the next, and started → sent, the figure the team asks for first. */
export function funnelRates(row: FormFunnelRow): FunnelRate[] {
  const rates: FunnelRate[] = [
    { label: 'viewed → started', percent: percentOf(row.started, row.viewed) },
  ]
  if (hasCheckStep(row.form)) {
    rates.push(
      { label: 'started → check your answers', percent: percentOf(row.checked, row.started) },
      { label: 'check your answers → sent', percent: percentOf(row.sent, row.checked) },
    )
  }
  rates.push({ label: 'started → sent', percent: percentOf(row.sent, row.started) })
  return rates
}

export function rateText(rate: FunnelRate): string {
  return `${rate.label} ${rate.percent === null ? '—' : `${rate.percent}%`}`
}

const rateColumn = (label: string): CsvColumn<FormFunnelRow> => ({
  header: label.replace(/^./, (first) => first.toUpperCase()),
  value: (row) => {
    const rate = funnelRates(row).find((candidate) => candidate.label === label)
    return rate?.percent === null || rate === undefined ? '' : `${rate.percent}%`
  },
})

export const formFunnelCsvColumns: CsvColumn<FormFunnelRow>[] = [
  { header: 'Form', value: (row) => FUNNEL_FORM_LABELS[row.form] },
  { header: 'Viewed', value: (row) => row.viewed },
  { header: 'Started', value: (row) => row.started },
  {
    header: 'Reached check your answers',
    value: (row) => (hasCheckStep(row.form) ? row.checked : ''),
  },
  { header: 'Sent', value: (row) => row.sent },
  { header: 'Refused by validation', value: (row) => row.refused },
  rateColumn('viewed → started'),
  rateColumn('started → check your answers'),
  rateColumn('check your answers → sent'),
  rateColumn('started → sent'),
]

export function formFunnelCsv(report: FormFunnelReport): string {
  return toCsv(formFunnelCsvColumns, report.forms)
}
