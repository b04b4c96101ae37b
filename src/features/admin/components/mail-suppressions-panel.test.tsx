import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MailSuppressionsTable } from './mail-suppressions-panel'

describe('the suppression list an administrator reads', () => {
  it('lists each address with why no update reaches it, the mail service’s words and since when', () => {
    render(
      <MailSuppressionsTable
        total={2}
        suppressions={[
          {
            email: 'gone@example.org',
            reason: 'bounced',
            detail: '550 5.1.1 mailbox unavailable',
            since: '2026-11-20T17:00:00Z',
          },
          {
            email: 'annoyed@example.org',
            reason: 'complained',
            detail: null,
            since: '2026-11-19T17:00:00Z',
          },
        ]}
      />,
    )
    expect(screen.getByText(/2 addresses get no update/)).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Addresses no update is sent to' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelectorAll('th, td')[1]?.textContent)).toEqual([
      'Bounced for good',
      'Marked an update as spam',
    ])
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('gone@example.org')
    expect(rows[0]).toHaveTextContent('550 5.1.1 mailbox unavailable')
    expect(rows[1]).toHaveTextContent('—')
  })

  it('says when the list is longer than what is shown, and when it is empty', () => {
    const { rerender } = render(
      <MailSuppressionsTable
        total={600}
        suppressions={[
          {
            email: 'a@example.org',
            reason: 'bounced',
            detail: null,
            since: '2026-11-20T17:00:00Z',
          },
        ]}
      />,
    )
    expect(
      screen.getByText(/600 addresses get no update.*The newest 1 are listed\./),
    ).toBeInTheDocument()
    rerender(<MailSuppressionsTable total={0} suppressions={[]} />)
    expect(
      screen.getByText(
        'No address has bounced for good or complained: updates go to every confirmed subscriber.',
      ),
    ).toBeInTheDocument()
  })
})
