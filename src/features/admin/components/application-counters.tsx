import { memo, useEffect, useState } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { getApplicationCounts, type ApplicationCounts } from '../api/count-applications'
import { PRELOAD_KEYS, takePreloaded } from '../api/desk-preload'
import { formatNumber } from '../lib/format'

const COUNTERS: { key: keyof ApplicationCounts; label: string }[] = [
  { key: 'total', label: 'Total applications' },
  { key: 'pending', label: 'Pending' },
  { key: 'approved', label: 'Approved' },
  { key: 'interview', label: 'Interview' },
]

/** The four application counters, counted by the database in one call, never by loading rows. */
function ApplicationCountersComponent({
  userId,
  reloadKey,
}: {
  userId: string
  reloadKey: number
}) {
  const [counts, setCounts] = useState<ApplicationCounts | null>(null)

  useEffect(() => {
    let current = true
    takePreloaded(PRELOAD_KEYS.applicationCounts, userId, getApplicationCounts).then(
      (next) => current && setCounts(next),
      () => {
        if (current) toast({ title: 'Failed to load applications', variant: 'destructive' })
      },
    )
    return () => {
      current = false
    }
  }, [userId, reloadKey])

  return (
    <section aria-label="Application counts">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {COUNTERS.map(({ key, label }) => (
          <div key={key} className="border-border rounded-lg border bg-white p-4 shadow-sm">
            <dt className="text-muted-foreground text-sm font-semibold">{label}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums" data-counter={key}>
              {counts ? (
                formatNumber(counts[key])
              ) : (
                <>
                  <span className="sr-only">Loading</span>
                  <Skeleton className="h-9 w-20" />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Memoized: a change of the desk's view (search, page, tab) re-renders the dashboard, not this. */
export const ApplicationCounters = memo(ApplicationCountersComponent)
