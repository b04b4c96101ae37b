import type { RecordKind, RecordLink, StoredRow } from './notification-kinds.ts'
import type { DeliveryContent } from './outbox.ts'
import { renderEmail, type RenderedEmail } from './render.ts'

const WHAT: Record<RecordKind, string> = {
  coach_application: 'AI Coach application',
  contact_submission: 'contact message',
  alliance_registration: 'alliance registration',
}

/** An answer is shown in the notice up to this many characters; the desk has the whole of it. */
export const NOTICE_TEXT_MAX = 2000

/**
 * The reviewers' notice that a person answered by e-mail: who, about which record, the answer as
 * the desk shows it (quoted text and signature trimmed, shortened) and the link to the record.
 * Every value is escaped by renderEmail; the subject names no text of the sender's choice but
 * the reference.
 */
export function renderAnswerNotice(input: {
  kind: RecordKind
  record: StoredRow | null
  answer: DeliveryContent
  link?: RecordLink
}): RenderedEmail {
  const name = [input.record?.first_name, input.record?.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
  const text = input.answer.display_text ?? ''
  const shown = text.length > NOTICE_TEXT_MAX ? `${text.slice(0, NOTICE_TEXT_MAX)}…` : text
  const reference = input.link ? ` [${input.link.reference}]` : ''
  return renderEmail({
    subject: `New answer by e-mail to a ${WHAT[input.kind]}${reference}`,
    heading: 'A person answered by e-mail',
    intro: `${name || 'The person'} answered an e-mail about their ${WHAT[input.kind]}. The answer is on the record and marked unread.`,
    fields: [
      ...(input.link ? [{ label: 'Reference', value: input.link.reference }] : []),
      { label: 'From', value: input.answer.from_address ?? '' },
      { label: 'Subject', value: input.answer.subject ?? '' },
      { label: 'Answer', value: shown, long: true },
    ],
    action: input.link
      ? { label: "Open it in the reviewers' desk", href: input.link.deskUrl }
      : undefined,
  })
}
