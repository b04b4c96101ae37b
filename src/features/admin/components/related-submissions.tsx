import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { listRelatedSubmissions, type RelatedSubmission } from '../api/list-related-submissions'
import { deskViewParams, DEFAULT_VIEW } from '../lib/desk-view'
import { formatDate } from '../lib/format'
import { statusLabel } from '../lib/statuses'
import { RECORD_KINDS, type RecordKind, type DeskTab } from '../types'

const KIND_NOUNS: Record<RecordKind, string> = {
  coach_application: 'AI Coach application',
  contact_submission: 'Contact message',
  alliance_registration: 'Alliance registration',
}

const TAB_OF = Object.fromEntries(
  Object.entries(RECORD_KINDS).map(([tab, kind]) => [kind, tab]),
) as Record<RecordKind, DeskTab>

/** The desk's address of a record: its tab with the record open. */
export function relatedHref(related: Pick<RelatedSubmission, 'recordKind' | 'id'>): string {
  return `/admin?${deskViewParams({ ...DEFAULT_VIEW, tab: TAB_OF[related.recordKind], open: related.id }).toString()}`
}

export function relatedHeading(count: number): string {
  return count === 1
    ? '1 other submission from this person'
    : `${count} other submissions from this person`
}

/**
 * One person, one thread: the other submissions from the same e-mail address (any form, any
 * case), each a link that opens it in the desk. Nothing is shown when there are none.
 */
export function RelatedSubmissions({
  recordKind,
  recordId,
}: {
  recordKind: RecordKind
  recordId: string
}) {
  const [related, setRelated] = useState<{ for: string; rows: RelatedSubmission[] } | null>(null)

  useEffect(() => {
    let current = true
    listRelatedSubmissions(recordKind, recordId).then(
      (rows) => current && setRelated({ for: recordId, rows }),
      // Not knowing the other submissions hides the line; the record itself still works.
      () => current && setRelated({ for: recordId, rows: [] }),
    )
    return () => {
      current = false
    }
  }, [recordKind, recordId])

  const rows = related?.for === recordId ? related.rows : []
  if (rows.length === 0) return null
  return (
    <nav
      aria-label="Other submissions from this person"
      className="border-border border-t px-6 py-3 text-sm"
    >
      <p className="font-semibold">{relatedHeading(rows.length)}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {rows.map((row) => (
          <li key={`${row.recordKind}:${row.id}`}>
            <Link to={relatedHref(row)} className="text-primary underline">
              {KIND_NOUNS[row.recordKind]}
              {row.reference ? ` ${row.reference}` : ''}
            </Link>{' '}
            <span className="text-muted-foreground">
              {formatDate(row.createdAt)}, {statusLabel(row.status)}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
