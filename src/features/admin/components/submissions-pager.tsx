import { Button } from '@/components/ui/button'
import { formatNumber } from '../lib/format'
import { PAGE_SIZE } from '../types'

interface ListRangeProps {
  page: number
  total: number
  loading: boolean
  nounPlural: string
}

/** "Showing 51–100 of 1,204 applications", said by screen readers when it changes. */
export function ListRange({ page, total, loading, nounPlural }: ListRangeProps) {
  const first = total === 0 ? 0 : page * PAGE_SIZE + 1
  const last = Math.min(total, (page + 1) * PAGE_SIZE)
  return (
    <p className="text-muted-foreground text-sm" aria-live="polite" aria-atomic="true">
      {loading || total === 0
        ? ''
        : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${nounPlural}`}
    </p>
  )
}

interface SubmissionsPagerProps {
  title: string
  /** Zero-based. */
  page: number
  pageCount: number
  total: number
  onPage: (page: number) => void
}

/** Previous and next page; absent while everything fits on one page. */
export function SubmissionsPager({ title, page, pageCount, total, onPage }: SubmissionsPagerProps) {
  if (total <= PAGE_SIZE) return null
  return (
    <nav
      aria-label={`${title} pages`}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm">
        Page {formatNumber(page + 1)} of {formatNumber(pageCount)}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page + 1 >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </Button>
    </nav>
  )
}
