import type { CsvColumn } from './csv'
import { DEFAULT_VIEW, deskViewParams } from './desk-view'
import type { DeskTab } from '../types'

/*
 * Where a submission came from, as the record, the list's filters and the CSV
 * show it: the visit's first page, the referring site and the campaign parameters, the same five
 * columns on every kind.
 */

export interface AttributionRow {
  landing_page?: string | null
  referrer_domain?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
}

/** The list of this kind narrowed to one campaign or one landing page. */
export function originListHref(
  kind: DeskTab,
  filter: { campaign?: string; landing?: string },
): string {
  const params = deskViewParams({
    ...DEFAULT_VIEW,
    tab: kind,
    campaign: filter.campaign ?? null,
    landing: filter.landing ?? null,
  })
  return `/admin?${params.toString()}`
}

/** The record's "came from" fields; the campaign and landing page open the list they filter. */
export function attributionDetailFields(kind: DeskTab, row: AttributionRow) {
  return [
    {
      label: 'Landing page',
      value: row.landing_page,
      href: row.landing_page ? originListHref(kind, { landing: row.landing_page }) : undefined,
    },
    { label: 'Referrer', value: row.referrer_domain },
    {
      label: 'Campaign',
      value: row.utm_campaign,
      href: row.utm_campaign ? originListHref(kind, { campaign: row.utm_campaign }) : undefined,
    },
    { label: 'Campaign source', value: row.utm_source },
    { label: 'Campaign medium', value: row.utm_medium },
  ]
}

export const attributionCsvColumns: CsvColumn<AttributionRow>[] = [
  { header: 'Landing page', value: (row) => row.landing_page },
  { header: 'Referrer', value: (row) => row.referrer_domain },
  { header: 'Campaign', value: (row) => row.utm_campaign },
  { header: 'Campaign source', value: (row) => row.utm_source },
  { header: 'Campaign medium', value: (row) => row.utm_medium },
]
