import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormSourcesTable } from './form-sources-table'

describe('FormSourcesTable (the campaigns and referrers that led to sent forms)', () => {
  it('names a campaign with its source and medium, and a referrer as a link, each with its form (or the new subscribers to updates), the forms started and sent', () => {
    render(
      <FormSourcesTable
        sources={[
          {
            form: 'coach_application',
            campaign: 'week-2027',
            source: 'newsletter',
            medium: 'email',
            referrer: null,
            started: 9,
            sent: 4,
          },
          {
            form: 'contact_submission',
            campaign: null,
            source: null,
            medium: null,
            referrer: 'boisechamber.org',
            started: 2,
            sent: 1,
          },
          {
            form: 'update_signup',
            campaign: 'week-2027',
            source: 'newsletter',
            medium: 'email',
            referrer: null,
            started: null,
            sent: 3,
          },
        ]}
      />,
    )
    const table = screen.getByRole('table', {
      name: 'Campaigns and referrers that led to sent forms',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Campaign week-2027 (newsletter / email)AI Coach application94',
      'boisechamber.org (a link)Contact form21',
      'Campaign week-2027 (newsletter / email)Get updates (new subscribers)—3',
    ])
  })

  it('says so when nothing sent in the period came with a campaign or a link', () => {
    render(<FormSourcesTable sources={[]} />)
    expect(
      screen.getByText(
        'Nothing started or sent in this period came with a campaign or a link from another site.',
      ),
    ).toBeInTheDocument()
  })
})
