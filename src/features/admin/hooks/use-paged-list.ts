import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { PAGE_SIZE, type Page, type PageRequest } from '../types'

export interface PagedList<Row> {
  rows: Row[]
  total: number
  pageCount: number
  /** True until the first page has arrived. */
  initialLoading: boolean
  /** True while any request is under way (also when rows from before are still shown). */
  loading: boolean
  error: boolean
  reload: () => void
  /** Changes one row in place, e.g. after its status was saved. */
  patchRow: (id: string, patch: Partial<Row>) => void
  /**
   * Starts loading `request` now, in the event that will change the view to it: the list's own
   * load runs only after React has rendered and committed that change (on the desk: 40 to 100 ms
   * after a search's Enter, spent re-rendering 50 rows), and then takes this request over instead
   * of sending its own. A request the view never reaches is simply left unused.
   */
  prefetch: (request: PageRequest) => void
}

interface Settled<Row> {
  /** The query this outcome answers; a newer query means a load is under way. */
  query: object | null
  page: Page<Row> | null
  error: boolean
}

interface Options {
  onError: () => void
  /** The page asked for lies past the end (the list shrank, or an old link): go to this page. */
  onPageOutOfRange: (lastPage: number) => void
}

/**
 * Server-side paging of the request it is given (the URL decides page, filter, search and
 * sort). Responses that arrive after a newer request was sent are dropped, so fast typing never
 * shows results for an older search.
 */
export function usePagedList<Row extends { id: string }>(
  load: (request: PageRequest) => Promise<Page<Row>>,
  request: PageRequest,
  options: Options,
): PagedList<Row> {
  const [reloadCount, setReloadCount] = useState(0)
  const [settled, setSettled] = useState<Settled<Row>>({ query: null, page: null, error: false })
  const key = JSON.stringify(request)
  // A new object for every request or reload: identity tells which query an outcome belongs to.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => ({ request }), [key, reloadCount])
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  const prefetched = useRef<{ key: string; promise: Promise<Page<Row>> } | null>(null)

  useEffect(() => {
    let current = true
    // A reload asks again (same key, new query): only the first load of a key takes a prefetch.
    const early =
      prefetched.current?.key === JSON.stringify(query.request) ? prefetched.current : null
    prefetched.current = null
    ;(early?.promise ?? load(query.request)).then(
      (page) => {
        if (!current) return
        const lastPage = Math.max(0, Math.ceil(page.total / PAGE_SIZE) - 1)
        if (query.request.page > lastPage && page.rows.length === 0 && page.total > 0) {
          optionsRef.current.onPageOutOfRange(lastPage)
          return
        }
        setSettled({ query, page, error: false })
      },
      (reason: unknown) => {
        if (!current) return
        // PostgREST answers 416 (PGRST103) for an offset past the end: start again at page 1.
        if (query.request.page > 0 && (reason as { code?: string } | null)?.code === 'PGRST103') {
          optionsRef.current.onPageOutOfRange(0)
          return
        }
        setSettled((previous) => ({ query, page: previous.page, error: true }))
        optionsRef.current.onError()
      },
    )
    return () => {
      current = false
    }
  }, [load, query])

  const reload = useCallback(() => setReloadCount((n) => n + 1), [])
  // The key the list shows, for prefetch (a stable function) to skip a change that keeps it.
  const shownKey = useRef(key)
  useEffect(() => {
    shownKey.current = key
  }, [key])
  const prefetch = useCallback(
    (next: PageRequest) => {
      const nextKey = JSON.stringify(next)
      if (nextKey === shownKey.current || prefetched.current?.key === nextKey) return
      const promise = load(next)
      // Unused (the view went elsewhere first), its failure must not surface as unhandled.
      promise.catch(() => {})
      prefetched.current = { key: nextKey, promise }
    },
    [load],
  )
  const patchRow = useCallback((id: string, patch: Partial<Row>) => {
    setSettled((previous) =>
      previous.page
        ? {
            ...previous,
            page: {
              ...previous.page,
              rows: previous.page.rows.map((row) => (row.id === id ? { ...row, ...patch } : row)),
            },
          }
        : previous,
    )
  }, [])

  const total = settled.page?.total ?? 0
  return {
    rows: settled.page?.rows ?? [],
    total,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    initialLoading: settled.page === null && !settled.error,
    loading: settled.query !== query,
    error: settled.error,
    reload,
    patchRow,
    prefetch,
  }
}
