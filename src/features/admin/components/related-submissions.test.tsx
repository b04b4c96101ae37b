import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listRelatedSubmissions } from '../api/list-related-submissions'
import { RelatedSubmissions } from './related-submissions'

vi.mock('../api/list-related-submissions', () => ({ listRelatedSubmissions: vi.fn() }))

const RECORD_ID = '00000000-0000-4000-8000-000000000001'

function renderRelated() {
  return render(
    <MemoryRouter>
      <RelatedSubmissions recordKind="coach_application" recordId={RECORD_ID} />
    </MemoryRouter>,
  )
}

beforeEach(() => vi.mocked(listRelatedSubmissions).mockReset())

describe('RelatedSubmissions', () => {
  it('links the other submissions from the same address, each opening its record in its tab', async () => {
    vi.mocked(listRelatedSubmissions).mockResolvedValue([
      {
        recordKind: 'contact_submission',
        id: 'c1',
        reference: 'CT-7KX2QM',
        firstName: 'Grace',
        lastName: 'Hopper',
        status: 'new',
        createdAt: '2026-11-20T10:00:00Z',
      },
      {
        recordKind: 'coach_application',
        id: 'a2',
        reference: 'CA-4RT8NP',
        firstName: 'Grace',
        lastName: 'Hopper',
        status: 'interview',
        createdAt: '2026-10-01T10:00:00Z',
      },
    ])
    renderRelated()
    expect(await screen.findByText('2 other submissions from this person')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contact message CT-7KX2QM' })).toHaveAttribute(
      'href',
      '/admin?tab=contacts&open=c1',
    )
    expect(screen.getByRole('link', { name: 'AI Coach application CA-4RT8NP' })).toHaveAttribute(
      'href',
      '/admin?open=a2',
    )
    expect(listRelatedSubmissions).toHaveBeenCalledWith('coach_application', RECORD_ID)
  })

  it('says nothing when the person sent nothing else', async () => {
    vi.mocked(listRelatedSubmissions).mockResolvedValue([])
    const { container } = renderRelated()
    await vi.waitFor(() => expect(listRelatedSubmissions).toHaveBeenCalled())
    expect(container).toBeEmptyDOMElement()
  })
})
