import { useId, useState } from 'react'
import { Label } from '@/components/ui/label'
import type { SiteVersion } from '../api/get-site-content'
import { diffContent } from '../lib/content-diff'
import { ChangeSummary } from './change-summary'

/** Any two published versions side by side: what changes from the first to the second. */
export function VersionCompare({ versions }: { versions: SiteVersion[] }) {
  const id = useId()
  const [fromId, setFromId] = useState(versions[1]?.id ?? '')
  const [toId, setToId] = useState(versions[0]?.id ?? '')
  const from = versions.find((version) => version.id === fromId)
  const to = versions.find((version) => version.id === toId)

  const picker = (which: 'from' | 'to', value: string, set: (id: string) => void) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${which}`}>
        {which === 'from' ? 'Compare version' : 'with version'}
      </Label>
      <select
        id={`${id}-${which}`}
        value={value}
        onChange={(event) => set(event.target.value)}
        className="min-h-10 rounded-md border border-slate-500 bg-white px-3"
      >
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            Version {version.number}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Compare two versions
      </h3>
      <div className="flex flex-wrap gap-4">
        {picker('from', fromId, setFromId)}
        {picker('to', toId, setToId)}
      </div>
      {from && to && (
        <div role="region" aria-live="polite" aria-label="Differences between the two versions">
          <p className="mb-2">
            From version {from.number} to version {to.number}:
          </p>
          <ChangeSummary
            changes={diffContent(from.content, to.content)}
            none="The two versions hold the same content."
          />
        </div>
      )}
    </section>
  )
}
