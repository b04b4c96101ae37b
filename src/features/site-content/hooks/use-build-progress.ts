import { useEffect, useState } from 'react'
import { getSiteBuildProgress, type HostBuild } from '../api/get-site-build-progress'

const CHECK_MS = 1_000

/**
 * The host's build progress, read every second while a publication is on its way and once more
 * when it is not (the time the last build took). Null where the host does not say.
 */
export function useBuildProgress(waiting: boolean, publicationId: string | undefined) {
  const [build, setBuild] = useState<HostBuild | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    let cancelled = false
    const check = () =>
      getSiteBuildProgress().then((read) => {
        if (cancelled) return
        setBuild(read)
        setNow(Date.now())
      })
    void check()
    if (!waiting) return () => void (cancelled = true)
    const timer = setInterval(() => void check(), CHECK_MS)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [waiting, publicationId])
  return { build, now }
}
