import { lazy, Suspense } from 'react'
import { useToasterNeeded } from '@/components/ui/use-toast'
import { retryImport } from '@/lib/retry-import'

// Fetched again after a dropped download: React.lazy keeps a failed import for good.
const Toaster = lazy(() => retryImport(() => import('@/components/ui/toaster')))

/**
 * Mounted once by the layout. Radix Toast is downloaded only when the first toast is queued
 * (`toast()` from a form, auth or admin); from then on the Toaster stays mounted so later toasts
 * and exit animations work, across navigations too (e.g. 'Access Denied' after a redirect to /).
 */
export function LazyToaster() {
  const needed = useToasterNeeded()
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
