import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Page, PageRequest } from '../types'
import { usePagedList } from './use-paged-list'

type Row = { id: string }

function controllable() {
  const pending: { request: PageRequest; resolve: (page: Page<Row>) => void }[] = []
  const load = vi.fn(
    (request: PageRequest) =>
      new Promise<Page<Row>>((resolve) => pending.push({ request, resolve })),
  )
  return { load, pending }
}

describe('usePagedList', () => {
  it('drops a slow answer to an older search that arrives after the newer one', async () => {
    const { load, pending } = controllable()
    const { result } = renderHook(() => usePagedList(load, { onError: vi.fn() }))
    act(() => result.current.setSearch('a'))
    await waitFor(() => expect(pending).toHaveLength(2))

    act(() => pending[1]!.resolve({ rows: [{ id: 'new' }], total: 1 }))
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'new' }]))
    act(() => pending[0]!.resolve({ rows: [{ id: 'old' }], total: 1 }))
    await new Promise((r) => setTimeout(r, 0))
    expect(result.current.rows).toEqual([{ id: 'new' }])
    expect(result.current.loading).toBe(false)
  })

  it('starts again at the first page when the filter changes', async () => {
    const { load, pending } = controllable()
    const { result } = renderHook(() => usePagedList(load, { onError: vi.fn() }))
    act(() => result.current.setPage(3))
    act(() => result.current.setStatus('approved'))
    await waitFor(() =>
      expect(pending.at(-1)?.request).toEqual({ page: 0, status: 'approved', search: '' }),
    )
  })

  it('moves back to the last page when the list shrank below the page shown', async () => {
    const { load, pending } = controllable()
    const { result } = renderHook(() => usePagedList(load, { onError: vi.fn() }))
    act(() => result.current.setPage(4))
    await waitFor(() => expect(pending.at(-1)?.request.page).toBe(4))
    act(() => pending.at(-1)!.resolve({ rows: [], total: 60 }))
    await waitFor(() => expect(pending.at(-1)?.request.page).toBe(1))
  })

  it('calls onError once when a page cannot load', async () => {
    const onError = vi.fn()
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const { result } = renderHook(() => usePagedList<Row>(load, { onError }))
    await waitFor(() => expect(result.current.error).toBe(true))
    expect(onError).toHaveBeenCalledTimes(1)
  })
})
