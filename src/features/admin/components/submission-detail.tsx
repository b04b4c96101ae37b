import type { ReactNode } from 'react'
import { attributionDetailFields, type AttributionRow } from '../lib/attribution-fields'
import { languageDetailField, type LanguageRow } from '../lib/language-fields'
import { capitalised, formatDate, formatNumber, fullName } from '../lib/format'
import type { BadgeTone } from '../lib/statuses'
import { PAGE_SIZE, RECORD_KINDS, type DeskTab, type SubmissionRow } from '../types'
import { DeleteRecord } from './delete-record'
import { RecordDetail, type DetailField } from './record-detail'
import { defaultReplyStatus, replyRecipientOf } from './reply-recipient'

interface SubmissionDetailProps<Row extends SubmissionRow & AttributionRow & LanguageRow> {
  kind: DeskTab
  row: Row
  noun: string
  statuses: readonly string[]
  tone: (status: string) => BadgeTone
  detailFields: (row: Row) => DetailField[]
  /** The record's place in the loaded page (-1 when it came from elsewhere), to say "3 of 120". */
  index: number
  /** Zero-based page of the list. */
  page: number
  total: number
  notice: string
  saving: boolean
  currentUserId: string
  onStatusChange: (status: string) => void
  onReplySetStatus: (status: string) => void
  onPrevious: () => void
  onNext: () => void
  onMarkUnread: () => void
  onClose: () => void
  /** After the record was deleted: the detail has closed; lists and counts reload. */
  onDeleted: () => void
  /** Panels under the fields (the notification delivery). */
  extras?: ReactNode
}

/** The open record as the detail dialog shows it: its fields, replies and deletion. */
export function SubmissionDetail<Row extends SubmissionRow & AttributionRow & LanguageRow>({
  kind,
  row,
  noun,
  statuses,
  tone,
  detailFields,
  index,
  page,
  total,
  notice,
  saving,
  currentUserId,
  onStatusChange,
  onReplySetStatus,
  onPrevious,
  onNext,
  onMarkUnread,
  onClose,
  onDeleted,
  extras,
}: SubmissionDetailProps<Row>) {
  return (
    <RecordDetail
      kind={kind}
      recordId={row.id}
      title={fullName(row)}
      subtitle={`${capitalised(noun)} submitted ${formatDate(row.created_at)}`}
      noun={noun}
      status={row.status}
      statuses={statuses}
      tone={tone(row.status)}
      fields={[
        ...detailFields(row),
        languageDetailField(kind, row),
        ...attributionDetailFields(kind, row),
      ]}
      position={
        index >= 0
          ? `${capitalised(noun)} ${formatNumber(page * PAGE_SIZE + index + 1)} of ${formatNumber(total)}`
          : null
      }
      notice={notice}
      saving={saving}
      onStatusChange={onStatusChange}
      onPrevious={onPrevious}
      onNext={onNext}
      onMarkUnread={onMarkUnread}
      onClose={onClose}
      currentUserId={currentUserId}
      reply={{
        recipient: replyRecipientOf(row),
        defaultStatus: defaultReplyStatus(kind),
        onSent: (status) => {
          if (status) onReplySetStatus(status)
        },
      }}
    >
      {extras}
      <DeleteRecord
        recordKind={RECORD_KINDS[kind]}
        recordId={row.id}
        name={fullName(row)}
        noun={noun}
        onDeleted={onDeleted}
      />
    </RecordDetail>
  )
}
