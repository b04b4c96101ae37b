import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A function whose identity never changes but which always runs the latest `handler`: what a
 * memoized row needs as its event props, so the table's other state (a search being typed, a
 * list loading, a selection) does not re-render all 50 rows. For events only, never during render.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler)
  useLayoutEffect(() => {
    latest.current = handler
  })
  return useCallback((...args: Args) => latest.current(...args), [])
}
