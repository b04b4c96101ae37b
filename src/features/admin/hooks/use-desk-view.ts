import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  changeDeskView,
  deskViewParams,
  parseDeskView,
  type DeskView,
  type DeskViewChange,
} from '../lib/desk-view'

export interface DeskViewState {
  view: DeskView
  /**
   * Changes the view. Each change is a history entry (so Back undoes it) unless `replace` is set,
   * as for keystrokes in the search box or stepping from record to record.
   */
  update: (change: DeskViewChange, options?: { replace?: boolean }) => void
}

/** The dashboard's view, read from and written to /admin's query string. */
export function useDeskView(): DeskViewState {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the view
  const view = useMemo(() => parseDeskView(params), [query])
  const update = useCallback(
    (change: DeskViewChange, options?: { replace?: boolean }) => {
      setParams((current) => deskViewParams(changeDeskView(parseDeskView(current), change)), {
        replace: options?.replace ?? false,
      })
    },
    [setParams],
  )
  // One object per view, so memoized consumers re-render when the view changes, not with every
  // render of the dashboard.
  return useMemo(() => ({ view, update }), [view, update])
}
