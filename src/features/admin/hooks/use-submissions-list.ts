import { useCallback, useMemo } from 'react'
import { toast } from '@/components/ui/use-toast'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import type { DeskRows } from '../api/desk-query'
import { listSubmissions } from '../api/list-submissions'
import { changeDeskView, listFilter, pageRequestFor, type DeskViewChange } from '../lib/desk-view'
import type { PageRequest, DeskTab } from '../types'
import type { DeskViewState } from './use-desk-view'
import { usePagedList } from './use-paged-list'

interface SubmissionsListOptions<K extends DeskTab> {
  kind: K
  /** The dashboard's view (from the URL) and how to change it. */
  desk: DeskViewState
  currentUserId: string
  /** The toast's title when a page fails to load. */
  loadFailed: string
}

/**
 * The page of one kind of submission that the URL asks for, and `update`, the one way to change
 * the view: the list it leads to starts loading in the same event (see usePagedList.prefetch).
 */
export function useSubmissionsList<K extends DeskTab>({
  kind,
  desk,
  currentUserId,
  loadFailed,
}: SubmissionsListOptions<K>) {
  const { view, update: updateUrl } = desk
  const filter = useMemo(
    () => listFilter(view),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter's fields, not the view
    [
      view.status,
      view.search,
      view.unreadOnly,
      view.from,
      view.to,
      view.region,
      view.subject,
      view.mine,
      view.campaign,
      view.landing,
      view.language,
    ],
  )
  const request = useMemo(
    () => pageRequestFor(filter, view.page, view.sort),
    [filter, view.page, view.sort],
  )
  const load = useCallback(
    (pageRequest: PageRequest) =>
      takePreloaded(PRELOAD_KEYS.list(kind, pageRequest), currentUserId, () =>
        listSubmissions(kind, pageRequest),
      ),
    [kind, currentUserId],
  )
  const list = usePagedList<DeskRows[K]>(load, request, {
    onError: () =>
      toast({ title: loadFailed, description: 'Please try again.', variant: 'destructive' }),
    onPageOutOfRange: (lastPage) => update({ page: lastPage }, { replace: true }),
  })
  const rowIds = useMemo(() => list.rows.map((row) => row.id), [list.rows])
  const { prefetch } = list
  const update = useCallback(
    (change: DeskViewChange, options?: { replace?: boolean }) => {
      const next = changeDeskView(view, change)
      if (next.tab === kind) prefetch(pageRequestFor(listFilter(next), next.page, next.sort))
      updateUrl(change, options)
    },
    [kind, prefetch, updateUrl, view],
  )
  return { filter, list, rowIds, update }
}
