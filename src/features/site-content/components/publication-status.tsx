import { formatDeskDateTime } from '@/lib/desk-time'
import type { PublicationState } from '@/lib/site-version'
import type { SitePublication } from '../api/get-site-content'
import { deployWaitMs } from '../api/get-live-site-version'
import type { HostBuild } from '../api/get-site-build-progress'
import { useBuildProgress } from '../hooks/use-build-progress'

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

function seconds(value: number): string {
  return value < 10 ? `${value.toFixed(1)} s` : `${Math.round(value)} s`
}

/** Where the host's build is ("3 of 4 pages built") and how long it has run. */
function progressSentence(progress: NonNullable<HostBuild['progress']>, now: number): string {
  const elapsed = seconds(Math.max(0, now - Date.parse(progress.startedAt)) / 1000)
  if (progress.step === 'pages' && progress.pages !== null) {
    return `${progress.pagesBuilt ?? 0} of ${progress.pages} page${progress.pages === 1 ? '' : 's'} built, ${elapsed} so far.`
  }
  if (progress.step === 'bundles') return `Building the site’s code, ${elapsed} so far.`
  return `Starting the build, ${elapsed} so far.`
}

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
  const waiting = state === 'queued' || state === 'building'
  const { build, now } = useBuildProgress(waiting, publication?.id)
  const progress = waiting ? build?.progress : null
  // The time the build took, when the host says and that build came after this publication.
  const took =
    state === 'live' &&
    publication &&
    build?.lastBuild?.ok &&
    Date.parse(build.lastBuild.finishedAt) >= Date.parse(publication.requestedAt)
      ? build.lastBuild
      : null
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
          {took && (
            <p className="text-sm text-slate-700" data-testid="publication-took">
              The build took {seconds(took.seconds)}
              {took.pages !== null
                ? ` and rendered ${took.pages} page${took.pages === 1 ? '' : 's'}`
                : ''}
              .
            </p>
          )}
          {progress && (
            <p className="text-sm text-slate-700" data-testid="publication-progress">
              {progressSentence(progress, now)}
            </p>
          )}
          {waiting && (
            <p className="text-sm text-slate-700">
              {progress
                ? 'The host rebuilds the pages whose words changed (all of them when the code changed).'
                : 'The host rebuilds the pages, usually within a few minutes.'}{' '}
              If the live site does not show this version within {wait}, this says so.
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
