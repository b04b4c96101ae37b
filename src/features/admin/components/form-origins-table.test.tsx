import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormOriginsTable } from './form-origins-table'

describe('FormOriginsTable (the pages that led to sent forms)', () => {
  it('lists each landing page with its form and how many were sent, as the report gives them', () => {
    render(
      <FormOriginsTable
        origins={[
          { form: 'coach_application', landing_page: '/', sent: 3 },
          { form: 'contact_submission', landing_page: '/about', sent: 1 },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Pages that led to sent forms' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '/AI Coach application3',
      '/aboutContact form1',
    ])
  })

  it('says so when nothing sent in the period names its landing page', () => {
    render(<FormOriginsTable origins={[]} />)
    expect(
      screen.getByText('Nothing sent in this period names the page its visit began on.'),
    ).toBeInTheDocument()
  })
})
