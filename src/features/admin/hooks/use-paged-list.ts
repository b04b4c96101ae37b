import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { PAGE_SIZE, type ListFilter, type Page, type PageRequest } from '../types'

export interface PagedList<Row> {
  rows: Row[]
  total: number
  page: number
  pageCount: number
  filter: ListFilter
  /** True until the first page has arrived. */
  initialLoading: boolean
  /** True while any request is under way (also when rows from before are still shown). */
  loading: boolean
  error: boolean
  setPage: (page: number) => void
  setStatus: (status: string | null) => void
  setSearch: (search: string) => void
  reload: () => void
  /** Changes one row in place, e.g. after its status was saved. */
  patchRow: (id: string, patch: Partial<Row>) => void
}

interface Settled<Row> {
  /** The query this outcome answers; a newer query means a load is under way. */
  query: object | null
  page: Page<Row> | null
  error: boolean
}

/**
 * Server-side paging with a status filter and a search. Responses that arrive after a newer
 * request was sent are dropped, so fast typing never shows results for an older search.
 */
export function usePagedList<Row extends { id: string }>(
  load: (request: PageRequest) => Promise<Page<Row>>,
  options: { onError: () => void },
): PagedList<Row> {
  const [request, setRequest] = useState<PageRequest>({ page: 0, status: null, search: '' })
  const [reloadCount, setReloadCount] = useState(0)
  const [settled, setSettled] = useState<Settled<Row>>({ query: null, page: null, error: false })
  // A new object for every request or reload: identity tells which query an outcome belongs to.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => ({ request }), [request, reloadCount])
  const onErrorRef = useRef(options.onError)
  useEffect(() => {
    onErrorRef.current = options.onError
  })

  useEffect(() => {
    let current = true
    load(query.request).then(
      (page) => {
        if (!current) return
        const lastPage = Math.max(0, Math.ceil(page.total / PAGE_SIZE) - 1)
        // The filter or a status change shrank the list below the page being shown.
        if (query.request.page > lastPage && page.rows.length === 0 && page.total > 0) {
          setRequest((r) => ({ ...r, page: lastPage }))
          return
        }
        setSettled({ query, page, error: false })
      },
      (reason: unknown) => {
        if (!current) return
        // PostgREST answers 416 (PGRST103) for an offset past the end: start again at page 1.
        if (query.request.page > 0 && (reason as { code?: string } | null)?.code === 'PGRST103') {
          setRequest((r) => ({ ...r, page: 0 }))
          return
        }
        setSettled((previous) => ({ query, page: previous.page, error: true }))
        onErrorRef.current()
      },
    )
    return () => {
      current = false
    }
  }, [load, query])

  const setPage = useCallback((page: number) => setRequest((r) => ({ ...r, page })), [])
  const setStatus = useCallback(
    (status: string | null) => setRequest((r) => ({ ...r, status, page: 0 })),
    [],
  )
  const setSearch = useCallback(
    (search: string) => setRequest((r) => (r.search === search ? r : { ...r, search, page: 0 })),
    [],
  )
  const reload = useCallback(() => setReloadCount((n) => n + 1), [])
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
    page: request.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    filter: { status: request.status, search: request.search },
    initialLoading: settled.page === null && !settled.error,
    loading: settled.query !== query,
    error: settled.error,
    setPage,
    setStatus,
    setSearch,
    reload,
    patchRow,
  }
}
