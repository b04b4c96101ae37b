import { Button } from '@/components/ui/button'
import type { SiteVersion } from '../api/get-site-content'

/**
 * Every published version with who and when; any earlier one can be published again. "(live)"
 * marks the version the live site serves (its /site-version.json), not merely the newest.
 */
export function VersionHistory({
  versions,
  liveVersionId,
  onRestore,
  busy,
}: {
  versions: SiteVersion[]
  liveVersionId: string | null
  onRestore: (version: SiteVersion) => void
  busy: boolean
}) {
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <h2 id="history-heading" className="text-xl font-bold">
        History
      </h2>
      <ol className="flex list-none flex-col gap-2 p-0">
        {versions.map((version, index) => (
          <li
            key={version.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 bg-white p-3"
          >
            <span>
              Version {version.number}, published{' '}
              {new Date(version.publishedAt).toLocaleString('en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}{' '}
              by {version.publishedBy ?? 'the seed'}
              {version.id === liveVersionId && ' (live)'}
            </span>
            {index > 0 && (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => onRestore(version)}
                aria-label={`Restore version ${version.number}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
