import type { Ref } from 'react'
import { Button } from '@/components/ui/button'

interface SubmissionsToolbarProps {
  title: string
  headingId: string
  /** Focus comes back here when a dialog closes or the focused row changes hands. */
  headingRef: Ref<HTMLHeadingElement>
  onShowShortcuts: () => void
  onExport: () => void
}

/** The section's heading with what applies to the whole list: its shortcuts and its export. */
export function SubmissionsToolbar({
  title,
  headingId,
  headingRef,
  onShowShortcuts,
  onExport,
}: SubmissionsToolbarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none"
      >
        {title}
      </h2>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onShowShortcuts} aria-keyshortcuts="?">
          Keyboard shortcuts
        </Button>
        <Button variant="outline" size="sm" onClick={onExport}>
          Export CSV
        </Button>
      </div>
    </div>
  )
}
