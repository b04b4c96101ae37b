import { env } from '@/config/env'
import { DEPLOY_WAIT_MS, readLiveSite, type LiveSite } from '@/lib/site-version'

/** The site the desk asks which version is live: its own origin unless the build names another. */
export function liveSiteUrl(): string {
  return env.VITE_LIVE_SITE_URL || window.location.origin
}

/** How long a publication may take before it reads "not live yet" (20 minutes; tests shorten it). */
export const deployWaitMs =
  env.VITE_SITE_DEPLOY_WAIT_SECONDS !== undefined
    ? env.VITE_SITE_DEPLOY_WAIT_SECONDS * 1000
    : DEPLOY_WAIT_MS

/** The live site's /site-version.json, read past every cache; a reason when it cannot be read. */
export function getLiveSiteVersion(): Promise<LiveSite> {
  return readLiveSite(liveSiteUrl(), (input, init) => fetch(input, { ...init, cache: 'no-store' }))
}
