import { formatDeskDateTime } from '@/lib/desk-time'
import type { PublicationState } from '@/lib/site-version'
import type { SitePublication } from '../api/get-site-content'
import { deployWaitMs } from '../api/get-live-site-version'

const publicationStateLabel: Record<PublicationState, string> = {
  queued: 'Queued',
  building: 'Building the pages',
  live: 'Live',
  failed: 'Failed',
  late: 'Not live yet: check the host’s deploy log',
}

/** In the desk's zone, named ("Nov 27, 2026, 9:14 AM MST"), like every time the desk shows. */
function when(iso: string | null): string {
  return iso ? formatDeskDateTime(iso) : ''
}

const waitMinutes = deployWaitMs / 60_000
const wait = Number.isInteger(waitMinutes)
  ? `${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}`
  : `${Math.round(deployWaitMs / 1000)} seconds`

/**
 * The latest publication: whether the live site serves it yet (read from the site itself,
 * useLivePublication), why it failed to start, or that it has not appeared in the time a host
 * takes to build.
 */
export function PublicationStatus({
  publication,
  state,
  liveSince,
}: {
  publication: SitePublication | undefined
  state: PublicationState | undefined
  /** When the live site's build was made (its /site-version.json). */
  liveSince: string | null
}) {
  return (
    <section aria-labelledby="publication-heading" className="flex flex-col gap-2">
      <h2 id="publication-heading" className="text-xl font-bold">
        Publication
      </h2>
      {publication && state ? (
        <div role="status" className="rounded-md border border-slate-300 bg-white p-4">
          <p className="font-semibold">
            Latest publication:{' '}
            <span data-testid="publication-state">{publicationStateLabel[state]}</span>
          </p>
          <p className="text-sm text-slate-700">Asked for {when(publication.requestedAt)}</p>
          {state === 'live' && liveSince && (
            <p className="text-sm text-slate-700">The pages changed {when(liveSince)}</p>
          )}
          {(state === 'queued' || state === 'building') && (
            <p className="text-sm text-slate-700">
              The host rebuilds the pages, usually within a few minutes. If the live site does not
              show this version within {wait}, this says so.
            </p>
          )}
          {state === 'late' && (
            <p className="text-sm font-semibold text-slate-900">
              The live site still shows an earlier version {wait} after publishing. The host’s
              deploy log says whether the build failed or is still running; until a build succeeds,
              the live site stays as it was.
            </p>
          )}
          {state === 'failed' && (
            <p className="text-destructive text-sm font-semibold">
              The live site is unchanged. Why: {publication.reason}
            </p>
          )}
        </div>
      ) : (
        <p>Nothing has been published from the desk yet.</p>
      )}
    </section>
  )
}
