/**
 * The loop the pg_cron and pg_net stand-ins share: `tick` every `tickMs`, each tick after the
 * previous one ends; a failing tick is reported and the next one tries again (the database may
 * be starting or stopping). Work a tick starts is tracked, so stopping waits for it to settle.
 */
export interface TickLoop {
  /** Keeps `work` until it settles; `stop()` waits for it. */
  track(work: Promise<unknown>): void
  /** Ends the loop: no tick after this; `beforeWait` (e.g. an abort) runs before the wait. */
  stop(beforeWait?: () => void): Promise<void>
}

export function startTickLoop(options: {
  tickMs: number
  tick: () => Promise<void>
  onError: (error: Error) => void
}): TickLoop {
  const running = new Set<Promise<unknown>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const loop = async () => {
    if (stopped) return
    try {
      await options.tick()
    } catch (error) {
      options.onError(error as Error)
    }
    if (!stopped) timer = setTimeout(loop, options.tickMs)
  }
  timer = setTimeout(loop, 0)
  return {
    track(work) {
      running.add(work)
      void work.finally(() => running.delete(work))
    },
    async stop(beforeWait) {
      stopped = true
      if (timer) clearTimeout(timer)
      beforeWait?.()
      await Promise.allSettled([...running])
    },
  }
}
