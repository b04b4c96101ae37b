/**
 * The events' revisions for their calendar entries (SEQUENCE, LAST-MODIFIED: src/lib/event-calendar.ts),
 * read at build time like the content itself (scripts/lib/site-content-source.ts): through the
 * public RPC `published_event_revisions` with the publishable key, for the published version
 * SITE_CONTENT_VERSION names, else the latest (the one the build has just read, unless a
 * publication came in between, which then gets a build of its own). A build from the content
 * modules has no publication history: every event is at its first revision.
 */
import type { EventRevision } from '../../src/lib/event-calendar'

export type EventRevisions = Record<string, EventRevision>

export async function readEventRevisions(env: NodeJS.ProcessEnv): Promise<EventRevisions> {
  const url = env.SITE_CONTENT_URL?.trim()
  if (!url) return {}
  const key = env.SITE_CONTENT_KEY?.trim() || env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim()
  if (!key) throw new Error('SITE_CONTENT_URL is set but no key: set SITE_CONTENT_KEY')
  const version = Number(env.SITE_CONTENT_VERSION)
  const response = await fetch(new URL('/rest/v1/rpc/published_event_revisions', url), {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify(Number.isInteger(version) && version > 0 ? { _version: version } : {}),
    signal: AbortSignal.timeout(20_000),
  })
  if (!response.ok) {
    throw new Error(
      `Reading the events' calendar revisions failed (is migration 20251101060100 applied?): ${response.status} ${await response.text()}`,
    )
  }
  const rows = (await response.json()) as {
    slug: string
    sequence: number
    changed_at: string | null
  }[]
  return Object.fromEntries(
    rows.map((row) => [
      row.slug,
      { sequence: row.sequence, ...(row.changed_at ? { changedAt: row.changed_at } : {}) },
    ]),
  )
}
