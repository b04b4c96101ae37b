// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/components/ui/use-toast'
import { getNeighbour } from '../api/get-neighbour'
import { getSubmission } from '../api/get-submission'
import { markRead } from '../api/mark-read'
import type { DeskRows } from '../api/desk-query'
import { DEFAULT_VIEW, type DeskView } from '../lib/desk-view'
import type { PagedList } from './use-paged-list'
import { useOpenRecord } from './use-open-record'

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }))
vi.mock('../api/get-neighbour', () => ({ getNeighbour: vi.fn() }))
vi.mock('../api/get-submission', () => ({ getSubmission: vi.fn() }))
vi.mock('../api/mark-read', () => ({ markRead: vi.fn(), markUnread: vi.fn() }))

type Row = DeskRows['contacts']

function row(id: string, unread = false): Row {
  return { id, first_name: id, last_name: 'Doe', status: 'new', unread } as Row
}

function pagedList(rows: Row[]): PagedList<Row> {
  return {
    rows,
    total: rows.length,
    pageCount: 1,
    initialLoading: false,
    loading: false,
    error: false,
    reload: vi.fn(),
    patchRow: vi.fn(),
    prefetch: vi.fn(),
  }
}

function setup(view: Partial<DeskView>, rows: Row[]) {
  const update = vi.fn()
  const list = pagedList(rows)
  const options = {
    kind: 'contacts' as const,
    noun: 'contact submission',
    view: { ...DEFAULT_VIEW, tab: 'contacts' as const, ...view },
    update,
    list,
    filter: { status: null, search: '' },
    messages: { loadFailed: 'Failed to load', updated: 'Updated', updateFailed: 'Not updated' },
    updateStatus: vi.fn().mockResolvedValue(undefined),
    onStatusChanged: vi.fn(),
    onReadChanged: vi.fn(),
    tableRef: { current: null },
    headingRef: { current: null },
  }
  const hook = renderHook(() => useOpenRecord(options))
  return { ...hook, update, list, options }
}

beforeEach(() => {
  vi.mocked(toast).mockReset()
  vi.mocked(getNeighbour).mockReset()
  vi.mocked(getSubmission).mockReset()
  vi.mocked(markRead).mockReset().mockResolvedValue(undefined)
})

describe('useOpenRecord', () => {
  it('steps to the next record on the page without a history step', async () => {
    const { result, update } = setup({ open: 'a' }, [row('a'), row('b')])
    expect(result.current.openRow?.id).toBe('a')
    await act(() => result.current.step('next'))
    expect(update).toHaveBeenCalledWith({ open: 'b' }, { replace: true })
    expect(getNeighbour).not.toHaveBeenCalled()
  })

  it('says so at the end of the list', async () => {
    vi.mocked(getNeighbour).mockResolvedValue(null)
    const { result, update } = setup({ open: 'b' }, [row('a'), row('b')])
    await act(() => result.current.step('next'))
    expect(result.current.notice).toBe('This is the last contact submission in the list.')
    expect(update).not.toHaveBeenCalled()
  })

  it('turns the page when stepping off its end', async () => {
    vi.mocked(getNeighbour).mockResolvedValue(row('c'))
    const { result, update } = setup({ open: 'b', page: 0 }, [row('a'), row('b')])
    await act(() => result.current.step('next'))
    expect(update).toHaveBeenCalledWith({ open: 'c', page: 1 }, { replace: true })
  })

  it('marks an unread record read when it opens', async () => {
    const { list, options } = setup({ open: 'a' }, [row('a', true)])
    await waitFor(() => expect(markRead).toHaveBeenCalledWith('contacts', ['a']))
    await waitFor(() => expect(list.patchRow).toHaveBeenCalledWith('a', { unread: false }))
    expect(options.onReadChanged).toHaveBeenCalled()
  })

  it('closes a link to a record that no longer exists, and says why', async () => {
    vi.mocked(getSubmission).mockResolvedValue(null)
    const { update } = setup({ open: 'gone' }, [row('a')])
    await waitFor(() => expect(update).toHaveBeenCalledWith({ open: null }, { replace: true }))
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'This contact submission could not be found' }),
    )
  })

  it('saves a status, then reloads the list and the counters', async () => {
    const { result, list, options } = setup({}, [row('a')])
    await act(() => result.current.changeStatus(row('a'), 'responded'))
    expect(options.updateStatus).toHaveBeenCalledWith('a', 'responded')
    expect(list.patchRow).toHaveBeenCalledWith('a', { status: 'responded' })
    expect(list.reload).toHaveBeenCalled()
    expect(options.onStatusChanged).toHaveBeenCalled()
    expect(result.current.savingId).toBeNull()
  })
})
