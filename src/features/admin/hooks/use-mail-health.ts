import { useCallback, useEffect, useState } from 'react'
import { getMailHealth } from '../api/get-mail-health'
import type { MailHealth } from '../api/mail-health-schema'

/** Often enough that an outage shows within a minute of the first refused attempt. */
export const MAIL_HEALTH_POLL_MS = 20_000

export type MailHealthState =
  | { status: 'loading' }
  | { status: 'error'; last: MailHealth | null }
  | { status: 'ready'; health: MailHealth }

/**
 * Mail health, fetched now and every 20 seconds while the desk is open (and when the tab comes
 * back into view), so an outage and its recovery show without a reload.
 */
export function useMailHealth(pollMs = MAIL_HEALTH_POLL_MS) {
  const [state, setState] = useState<MailHealthState>({ status: 'loading' })
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])

  useEffect(() => {
    let current = true
    getMailHealth().then(
      (health) => current && setState({ status: 'ready', health }),
      () =>
        current &&
        setState((previous) => ({
          status: 'error',
          last:
            previous.status === 'ready'
              ? previous.health
              : previous.status === 'error'
                ? previous.last
                : null,
        })),
    )
    return () => {
      current = false
    }
  }, [version])

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') reload()
    }, pollMs)
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [pollMs, reload])

  return { state, reload }
}
