import { liveSiteUrl } from './get-live-site-version'

/** The build under way on the local site host (stack/site-host/progress.ts). */
export interface HostBuildProgress {
  startedAt: string
  step: 'starting' | 'bundles' | 'pages'
  pagesBuilt: number | null
  pages: number | null
}

export interface HostFinishedBuild {
  finishedAt: string
  seconds: number
  ok: boolean
  pages: number | null
}

export interface HostBuild {
  progress: HostBuildProgress | null
  lastBuild: HostFinishedBuild | null
}

const STATUS_PATH = '/__site-host/status'

/**
 * What the site host says of its builds. Only the project's local host answers this address; a
 * real host (Netlify, Vercel, Cloudflare Pages) shows a build's progress in its own deploy log, so
 * anything but the host's answer is null and the desk says only what /site-version.json tells.
 */
export async function getSiteBuildProgress(): Promise<HostBuild | null> {
  try {
    const response = await fetch(new URL(STATUS_PATH, liveSiteUrl()), { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as Partial<HostBuild> | null
    if (!body || typeof body !== 'object' || !('progress' in body)) return null
    return { progress: body.progress ?? null, lastBuild: body.lastBuild ?? null }
  } catch {
    return null
  }
}
