import { useEffect, useRef, useState } from 'react'
import { useStableHandler } from './use-stable-handler'

/** Desk sessions end after this long without a key, click, touch or scroll. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000
/** The warning shows this long before. */
export const IDLE_WARNING_MS = 60 * 1000

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

/**
 * Signs the reviewer out after `timeoutMs` without activity, with `warningMs` of warning first.
 * Returns whether the warning is showing; any key or click (any activity) dismisses it.
 *
 * Activity only records a time (no timer is re-armed per event); one timer wakes up when the
 * warning or the sign-out could be due and checks against that time, so the page's clock (and
 * Playwright's `page.clock` in tests) decides. A laptop that slept past the deadline signs out on
 * waking, since the check compares times instead of counting ticks.
 */
export function useIdleSignOut(
  onTimeout: () => void,
  { timeoutMs = IDLE_TIMEOUT_MS, warningMs = IDLE_WARNING_MS, enabled = true } = {},
): boolean {
  const [warning, setWarning] = useState(false)
  const lastActivity = useRef(0)
  const timedOut = useStableHandler(onTimeout)

  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let done = false
    let showing = false
    lastActivity.current = Date.now()

    const show = (next: boolean) => {
      if (showing === next) return
      showing = next
      setWarning(next)
    }
    const check = () => {
      if (done) return
      const idle = Date.now() - lastActivity.current
      if (idle >= timeoutMs) {
        done = true
        show(false)
        timedOut()
        return
      }
      const warnAt = timeoutMs - warningMs
      show(idle >= warnAt)
      timer = setTimeout(check, idle >= warnAt ? timeoutMs - idle : warnAt - idle)
    }
    // Activity only records the time, and re-renders nothing unless the warning is showing.
    const onActivity = () => {
      lastActivity.current = Date.now()
      if (showing) {
        show(false)
        clearTimeout(timer)
        timer = setTimeout(check, timeoutMs - warningMs)
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') check()
    }

    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true })
    }
    document.addEventListener('visibilitychange', onVisible)
    timer = setTimeout(check, timeoutMs - warningMs)
    return () => {
      done = true
      clearTimeout(timer)
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, { capture: true })
      }
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [enabled, timeoutMs, warningMs, timedOut])

  return enabled && warning
}
