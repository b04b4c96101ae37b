import { describe, expect, it } from 'vitest'
import {
  makeAttributionColumns,
  makeContactSubmissionRow,
} from '../../../../tests/support/factories'
import { attributionDetailFields } from './attribution-fields'
import { contactCsvColumns } from './csv-columns'
import { toCsv } from './csv'
import { parseDeskView } from './desk-view'
import type { ContactSubmission } from '../types'

describe('where a submission came from, in the desk', () => {
  const row = {
    ...makeContactSubmissionRow(makeAttributionColumns({ utmCampaign: 'fall flyer' })),
    id: '6d1c1f7e-0000-4000-8000-000000000001',
    status: 'new',
    created_at: '2026-11-02T17:00:00Z',
  } as ContactSubmission

  it('puts the landing page, referrer and campaign in the CSV row', () => {
    const [header, line] = toCsv(contactCsvColumns, [row])
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    const columns = header!.split(',')
    const values = line!.split(',')
    expect(values[columns.indexOf('Landing page')]).toBe('/about')
    expect(values[columns.indexOf('Referrer')]).toBe('news.example.org')
    expect(values[columns.indexOf('Campaign')]).toBe('fall flyer')
  })

  it("links the record's campaign and landing page to the list they filter", () => {
    const fields = attributionDetailFields('contacts', row)
    const campaign = fields.find((field) => field.label === 'Campaign')!
    const view = parseDeskView(new URL(campaign.href!, 'https://desk.test').searchParams)
    expect(view).toMatchObject({ tab: 'contacts', campaign: 'fall flyer', landing: null })
    const landing = fields.find((field) => field.label === 'Landing page')!
    expect(parseDeskView(new URL(landing.href!, 'https://desk.test').searchParams).landing).toBe(
      '/about',
    )
  })

  it('ignores a landing page in the address that is not a path', () => {
    expect(parseDeskView(new URLSearchParams('landing=https://evil.example/')).landing).toBeNull()
  })
})
