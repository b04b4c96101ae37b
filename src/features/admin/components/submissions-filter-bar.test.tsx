import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  changeDeskView,
  DEFAULT_VIEW,
  deskViewParams,
  listFilter,
  parseDeskView,
  type DeskView,
} from '../lib/desk-view'
import { SEARCH_DELAY_MS, SubmissionsFilterBar } from './submissions-filter-bar'

function renderBar(view: DeskView = DEFAULT_VIEW) {
  const update = vi.fn()
  const result = render(
    <SubmissionsFilterBar
      view={view}
      update={update}
      statuses={['pending', 'approved']}
      nounPlural="applications"
      searchId="search"
      idPrefix="filters"
    />,
  )
  return { update, ...result }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SubmissionsFilterBar', () => {
  it('sends what is typed after a pause, as one step Back can undo', () => {
    vi.useFakeTimers()
    const { update } = renderBar()
    fireEvent.change(screen.getByLabelText('Search by name or email'), {
      target: { value: ' boise ' },
    })
    expect(update).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    expect(update).toHaveBeenCalledWith({ search: 'boise' }, { replace: false })
  })

  it('refining a search replaces its history step', () => {
    vi.useFakeTimers()
    const { update } = renderBar({ ...DEFAULT_VIEW, search: 'boise' })
    fireEvent.change(screen.getByLabelText('Search by name or email'), {
      target: { value: 'boise ana' },
    })
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    expect(update).toHaveBeenCalledWith({ search: 'boise ana' }, { replace: true })
  })

  it('Enter searches at once', () => {
    const { update } = renderBar()
    const box = screen.getByLabelText('Search by name or email')
    fireEvent.change(box, { target: { value: 'ana' } })
    fireEvent.submit(screen.getByRole('search', { name: 'Filter applications' }))
    expect(update).toHaveBeenCalledWith({ search: 'ana' })
  })

  it('shows the search of a URL that changed under it', () => {
    const { rerender, update } = renderBar()
    rerender(
      <SubmissionsFilterBar
        view={{ ...DEFAULT_VIEW, search: 'from a link' }}
        update={update}
        statuses={['pending']}
        nounPlural="applications"
        searchId="search"
        idPrefix="filters"
      />,
    )
    expect(screen.getByLabelText('Search by name or email')).toHaveValue('from a link')
  })

  it('changes the sort and unread-only in the view', () => {
    const { update } = renderBar()
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } })
    expect(update).toHaveBeenCalledWith({ sort: 'oldest' })
    fireEvent.click(screen.getByLabelText('Unread only'))
    expect(update).toHaveBeenCalledWith({ unreadOnly: true })
  })

  it('"Mine" shows only the records assigned to me, and the view keeps it in the URL', () => {
    const { update } = renderBar()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mine' }))
    expect(update).toHaveBeenCalledWith({ mine: true })
    const mine = { ...DEFAULT_VIEW, mine: true, page: 2 }
    expect(deskViewParams(mine).get('mine')).toBe('1')
    expect(parseDeskView(deskViewParams(mine)).mine).toBe(true)
    expect(changeDeskView(mine, { mine: false })).toMatchObject({ mine: false, page: 0 })
    expect(listFilter(mine)).toMatchObject({ mine: true })
    expect(listFilter(DEFAULT_VIEW)).not.toHaveProperty('mine')
  })

  it('the filter bar offers every language and "All languages"', () => {
    const { update } = renderBar({ ...DEFAULT_VIEW, language: 'es' })
    const select = screen.getByLabelText<HTMLSelectElement>('Language')
    expect(select.value).toBe('es')
    expect([...select.options].map((option) => option.text)).toEqual([
      'All languages',
      'English',
      'Spanish',
    ])
    fireEvent.change(select, { target: { value: 'all' } })
    expect(update).toHaveBeenCalledWith({ language: null })
    fireEvent.change(select, { target: { value: 'en' } })
    expect(update).toHaveBeenCalledWith({ language: 'en' })
  })
})
