import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatDeskDateTime } from '@/lib/desk-time'
import type { SiteVersion } from '../api/get-site-content'
import { diffContent, summaryLine } from '../lib/content-diff'
import { ChangeSummary } from './change-summary'
import { ConfirmChange } from './confirm-change'
import { VersionCompare } from './version-compare'

/**
 * Every published version with who and when and what it changed from the one before; any two
 * can be compared, and any earlier one published again after one question. "(live)" marks the
 * version the live site serves (its /site-version.json), not merely the newest.
 */
export function VersionHistory({
  versions,
  liveVersionId,
  onRestore,
  busy,
}: {
  versions: SiteVersion[]
  liveVersionId: string | null
  onRestore: (version: SiteVersion) => Promise<void>
  busy: boolean
}) {
  const [restoring, setRestoring] = useState<SiteVersion>()
  const live = versions[0]
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-2">
      <h2 id="history-heading" className="text-xl font-bold">
        History
      </h2>
      <ol className="flex list-none flex-col gap-2 p-0">
        {versions.map((version, index) => {
          const previous = versions[index + 1]
          const changes = previous ? diffContent(previous.content, version.content) : []
          return (
            <li
              key={version.id}
              className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  Version {version.number}, published {formatDeskDateTime(version.publishedAt)} by{' '}
                  {version.publishedBy ?? 'the seed'}
                  {version.id === liveVersionId && ' (live)'}
                </span>
                {index > 0 && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => setRestoring(version)}
                    aria-label={`Restore version ${version.number}`}
                  >
                    Restore
                  </Button>
                )}
              </div>
              {previous ? (
                <details>
                  <summary className="cursor-pointer text-sm text-slate-800">
                    {summaryLine(changes)}
                  </summary>
                  <div className="mt-2 text-sm">
                    <ChangeSummary changes={changes} />
                  </div>
                </details>
              ) : (
                <p className="text-sm text-slate-700">The first version kept here.</p>
              )}
            </li>
          )
        })}
      </ol>
      {versions.length > 1 && <VersionCompare versions={versions} />}
      {restoring && live && (
        <ConfirmChange
          title={`Restore version ${restoring.number}?`}
          lead="Its content is published again as a new version and becomes the draft. Compared with the live site:"
          changes={diffContent(live.content, restoring.content)}
          confirmLabel={`Restore version ${restoring.number}`}
          busy={busy}
          onConfirm={async () => {
            await onRestore(restoring)
            setRestoring(undefined)
          }}
          onClose={() => setRestoring(undefined)}
        />
      )}
    </section>
  )
}
