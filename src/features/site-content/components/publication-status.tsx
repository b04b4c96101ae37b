import type { SitePublication } from '../api/get-site-content'

const stateLabel: Record<SitePublication['state'], string> = {
  queued: 'Queued',
  building: 'Building the pages',
  live: 'Live',
  failed: 'Failed',
}

function when(iso: string | null): string {
  return iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : ''
}

/** The latest publications: whether each one's pages are live yet, and why one failed. */
export function PublicationStatus({ publications }: { publications: SitePublication[] }) {
  const latest = publications[0]
  return (
    <section aria-labelledby="publication-heading" className="flex flex-col gap-2">
      <h2 id="publication-heading" className="text-xl font-bold">
        Publication
      </h2>
      {latest ? (
        <div role="status" className="rounded-md border border-slate-300 bg-white p-4">
          <p className="font-semibold">
            Latest publication:{' '}
            <span data-testid="publication-state">{stateLabel[latest.state]}</span>
          </p>
          <p className="text-sm text-slate-700">Asked for {when(latest.requestedAt)}</p>
          {latest.state === 'live' && latest.finishedAt && (
            <p className="text-sm text-slate-700">The pages changed {when(latest.finishedAt)}</p>
          )}
          {latest.state === 'failed' && (
            <p className="text-destructive text-sm font-semibold">
              The live site is unchanged. Why: {latest.reason}
            </p>
          )}
        </div>
      ) : (
        <p>Nothing has been published from the desk yet.</p>
      )}
    </section>
  )
}
