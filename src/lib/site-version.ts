/**
 * Which published version the live site serves, and what that makes of a publication.
 *
 * `npm run build` stamps the version it rendered into the site as /site-version.json
 * (scripts/build-site.ts). A static host's deploy hook only starts a build and reports nothing
 * back (Netlify build hooks, Vercel deploy hooks, Cloudflare Pages deploy hooks), so the desk and
 * `npm run launch:check` read that file from the live site and compare it with the publication
 * row: the one rule both use, written once here.
 */

/** Where the build writes the stamp, at the root of the site. */
export const SITE_VERSION_PATH = '/site-version.json'

/**
 * How long a publication may take to appear before it reads "not live yet": 20 minutes. This
 * site's build takes one to three minutes (`npm run build`; the end-to-end suite allows six on a
 * busy machine), and a host adds its queue, the install and the upload: several times a normal
 * deploy, after which the host's deploy log is the place to look.
 */
export const DEPLOY_WAIT_MS = 20 * 60_000

/** The contents of /site-version.json. */
export interface SiteVersionStamp {
  /** The published version's id and number; null when the build used the content modules. */
  versionId: string | null
  version: number | null
  publishedAt: string | null
  builtAt: string
}

/** The stamp, or null for anything that is not one (an HTML fallback page, an old build). */
export function parseSiteVersionStamp(value: unknown): SiteVersionStamp | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const versionId = typeof record.versionId === 'string' ? record.versionId : null
  const version = typeof record.version === 'number' ? record.version : null
  if (typeof record.builtAt !== 'string') return null
  return {
    versionId,
    version,
    publishedAt: typeof record.publishedAt === 'string' ? record.publishedAt : null,
    builtAt: record.builtAt,
  }
}

export type LiveSite = { ok: true; stamp: SiteVersionStamp } | { ok: false; reason: string }

/**
 * Reads the live site's stamp, past any cache. Never throws: a site that cannot be read is a
 * reason, and a publication it does not show is simply not live yet.
 */
export async function readLiveSite(
  siteUrl: string,
  send: typeof fetch = fetch,
  timeoutMs = 15_000,
): Promise<LiveSite> {
  let address: URL
  try {
    address = new URL(SITE_VERSION_PATH, siteUrl)
  } catch {
    return { ok: false, reason: `${siteUrl} is not a URL` }
  }
  // A fresh address each time, so no cache between here and the host can answer; no request
  // header, which would make a desk served elsewhere send a CORS preflight a static host refuses.
  address.searchParams.set('t', String(Date.now()))
  try {
    const response = await send(address, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok)
      return { ok: false, reason: `${SITE_VERSION_PATH} answered ${response.status}` }
    const stamp = parseSiteVersionStamp(await response.json().catch(() => null))
    return stamp
      ? { ok: true, stamp }
      : {
          ok: false,
          reason: `${SITE_VERSION_PATH} is not a version stamp (a build before stamps?)`,
        }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** A publication as the database records it (publish-site writes queued, building or failed). */
export interface PublicationRecord {
  versionId: string
  /** The published version's number, when known: a later version served includes this one. */
  versionNumber: number | null
  state: 'queued' | 'building' | 'live' | 'failed'
  requestedAt: string
}

/**
 * - live: the site serves this version, or a later one (which carries it).
 * - failed: publish-site could not start the build (no hook, or the hook refused); recorded.
 * - queued / building: asked for, not served yet, within the wait.
 * - late: not served after the wait: "not live yet: check the host's deploy log".
 */
export type PublicationState = 'queued' | 'building' | 'live' | 'failed' | 'late'

export function servesVersion(
  stamp: SiteVersionStamp | null | undefined,
  versionId: string,
  versionNumber: number | null,
): boolean {
  if (!stamp) return false
  if (stamp.versionId === versionId) return true
  return stamp.version !== null && versionNumber !== null && stamp.version >= versionNumber
}

export function publicationState(
  publication: PublicationRecord,
  stamp: SiteVersionStamp | null | undefined,
  now: number,
  waitMs: number = DEPLOY_WAIT_MS,
): PublicationState {
  if (servesVersion(stamp, publication.versionId, publication.versionNumber)) return 'live'
  if (publication.state === 'failed') return 'failed'
  if (now - new Date(publication.requestedAt).getTime() > waitMs) return 'late'
  return publication.state === 'queued' ? 'queued' : 'building'
}
