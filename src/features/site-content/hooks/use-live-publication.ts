import { useEffect, useState } from 'react'
import { publicationState, type LiveSite, type PublicationState } from '@/lib/site-version'
import type { SitePublication, SiteVersion } from '../api/get-site-content'
import { deployWaitMs, getLiveSiteVersion } from '../api/get-live-site-version'

export interface LivePublication {
  /** The latest publication's state as the live site shows it; undefined before any publication. */
  state: PublicationState | undefined
  /** The version the live site serves (null until read, or when it cannot be read). */
  liveVersionId: string | null
  /** When the live site's build was made. */
  liveSince: string | null
}

const CHECK_MS = 5_000
// After the wait the host has deployed or given up; a slower look still catches a late deploy.
const LATE_CHECK_MS = 30_000

/**
 * Which version the live site serves, read from its /site-version.json, and what that makes of
 * the latest publication: the live site is the only witness, as no host reports a build back.
 * Read once on opening and after each publication; every few seconds while one is on its way.
 */
export function useLivePublication(
  latest: SitePublication | undefined,
  versions: SiteVersion[],
): LivePublication {
  const [site, setSite] = useState<LiveSite>()
  const [now, setNow] = useState(() => Date.now())
  const stamp = site?.ok ? site.stamp : null
  const state = latest
    ? publicationState(
        {
          ...latest,
          versionNumber:
            versions.find((version) => version.id === latest.versionId)?.number ?? null,
        },
        stamp,
        now,
        deployWaitMs,
      )
    : undefined
  const waiting = state === 'queued' || state === 'building' || state === 'late'
  const every = state === 'late' ? LATE_CHECK_MS : CHECK_MS
  const latestId = latest?.id

  useEffect(() => {
    let cancelled = false
    const check = () =>
      getLiveSiteVersion().then((read) => {
        if (cancelled) return
        setSite(read)
        setNow(Date.now())
      })
    void check()
    if (!waiting) return () => void (cancelled = true)
    const timer = setInterval(() => void check(), every)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [latestId, waiting, every])

  return { state, liveVersionId: stamp?.versionId ?? null, liveSince: stamp?.builtAt ?? null }
}
