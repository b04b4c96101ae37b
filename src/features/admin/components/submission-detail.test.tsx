import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { submissionRow } from '../testing/submission-row'
import { SubmissionDetail } from './submission-detail'

// The detail dialog itself has its own tests (admin-dashboard.test.tsx); here, what is handed to it.
vi.mock('./record-detail', () => ({
  RecordDetail: (props: {
    title: string
    subtitle: string
    position: string | null
    children: unknown
  }) => (
    <div role="dialog" aria-label={props.title}>
      <p>{props.subtitle}</p>
      <p>{props.position ?? 'no position'}</p>
      {props.children as never}
    </div>
  ),
}))
vi.mock('./delete-record', () => ({
  DeleteRecord: ({ name }: { name: string }) => <button type="button">Delete {name}</button>,
}))

const ana = submissionRow('a', 'Ana')

function renderDetail(index: number) {
  render(
    <SubmissionDetail
      kind="applications"
      row={ana}
      noun="application"
      statuses={['pending']}
      tone={() => 'warning'}
      detailFields={() => []}
      index={index}
      page={2}
      total={130}
      notice=""
      saving={false}
      currentUserId="reviewer"
      onStatusChange={vi.fn()}
      onReplySetStatus={vi.fn()}
      onPrevious={vi.fn()}
      onNext={vi.fn()}
      onMarkUnread={vi.fn()}
      onClose={vi.fn()}
      onDeleted={vi.fn()}
      extras={<p>Notification sent</p>}
    />,
  )
}

describe('SubmissionDetail', () => {
  it('names the person, the record and its place in the whole list', () => {
    renderDetail(4)
    const dialog = screen.getByRole('dialog', { name: 'Ana Doe' })
    expect(dialog).toHaveTextContent('Application submitted Oct 7, 2025')
    expect(dialog).toHaveTextContent('Application 105 of 130')
    expect(screen.getByText('Notification sent')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Delete Ana Doe' })).toBeVisible()
  })

  it('gives no place for a record that is not on the loaded page', () => {
    renderDetail(-1)
    expect(screen.getByRole('dialog', { name: 'Ana Doe' })).toHaveTextContent('no position')
  })
})
