// @vitest-environment jsdom
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

const first: PageRequest = { page: 0, status: null, search: '' }

describe('usePagedList', () => {
  it('drops a slow answer to an older search that arrives after the newer one', async () => {
    const { load, pending } = controllable()
    const options = { onError: vi.fn(), onPageOutOfRange: vi.fn() }
    const { result, rerender } = renderHook(({ request }) => usePagedList(load, request, options), {
      initialProps: { request: first },
    })
    rerender({ request: { ...first, search: 'a' } })
    await waitFor(() => expect(pending).toHaveLength(2))

    act(() => pending[1]!.resolve({ rows: [{ id: 'new' }], total: 1 }))
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'new' }]))
    act(() => pending[0]!.resolve({ rows: [{ id: 'old' }], total: 1 }))
    await new Promise((r) => setTimeout(r, 0))
    expect(result.current.rows).toEqual([{ id: 'new' }])
    expect(result.current.loading).toBe(false)
  })

  it('asks to move back to the last page when the list shrank below the page shown', async () => {
    const { load, pending } = controllable()
    const onPageOutOfRange = vi.fn()
    renderHook(() =>
      usePagedList(load, { ...first, page: 4 }, { onError: vi.fn(), onPageOutOfRange }),
    )
    await waitFor(() => expect(pending).toHaveLength(1))
    act(() => pending[0]!.resolve({ rows: [], total: 60 }))
    await waitFor(() => expect(onPageOutOfRange).toHaveBeenCalledWith(1))
  })

  it('calls onError once when a page cannot load', async () => {
    const onError = vi.fn()
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const { result } = renderHook(() =>
      usePagedList<Row>(load, first, { onError, onPageOutOfRange: vi.fn() }),
    )
    await waitFor(() => expect(result.current.error).toBe(true))
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('takes over a prefetched request for the view it changes to instead of sending a second', async () => {
    const { load, pending } = controllable()
    const options = { onError: vi.fn(), onPageOutOfRange: vi.fn() }
    const { result, rerender } = renderHook(({ request }) => usePagedList(load, request, options), {
      initialProps: { request: first },
    })
    await waitFor(() => expect(pending).toHaveLength(1))
    act(() => pending[0]!.resolve({ rows: [{ id: 'all' }], total: 1 }))
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'all' }]))

    const searched = { ...first, search: 'emma' }
    // The search's event handler starts the load before the view (the URL) has changed.
    act(() => result.current.prefetch(searched))
    expect(pending).toHaveLength(2)
    expect(pending[1]!.request).toEqual(searched)

    rerender({ request: searched })
    act(() => pending[1]!.resolve({ rows: [{ id: 'emma' }], total: 1 }))
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'emma' }]))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('sends nothing for a change that keeps the list, and loads again on a reload', async () => {
    const { load, pending } = controllable()
    const options = { onError: vi.fn(), onPageOutOfRange: vi.fn() }
    const { result } = renderHook(() => usePagedList(load, first, options))
    await waitFor(() => expect(pending).toHaveLength(1))
    act(() => pending[0]!.resolve({ rows: [{ id: 'a' }], total: 1 }))
    await waitFor(() => expect(result.current.loading).toBe(false))

    // Opening a record changes the view but not the list: no request.
    act(() => result.current.prefetch({ ...first }))
    expect(load).toHaveBeenCalledTimes(1)

    act(() => result.current.reload())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })
})
