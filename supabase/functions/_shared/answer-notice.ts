import type { RecordKind, RecordLink, StoredRow } from './notification-kinds.ts'
import type { AnswerContent, DeliveryContent } from './outbox.ts'
import { type EmailField, renderEmail, type RenderedEmail } from './render.ts'

const WHAT: Record<RecordKind, string> = {
  coach_application: 'AI Coach application',
  contact_submission: 'contact message',
  alliance_registration: 'alliance registration',
}

/** An answer is shown in the notice up to this many characters; the desk has the whole of it. */
export const NOTICE_TEXT_MAX = 2000

/**
 * A digest shows its first answers, each shortened to an equal share of NOTICE_TEXT_MAX, so no
 * notice carries more than NOTICE_TEXT_MAX characters of a sender's text however many answers
 * it collects; the rest are counted and are on the record.
 */
export const DIGEST_ANSWERS_SHOWN = 5

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** The answers a notice carries: those the database listed, else the one that opened it. */
function carried(answer: DeliveryContent): { shown: AnswerContent[]; count: number } {
  const listed = answer.answers ?? []
  if (listed.length === 0) return { shown: [answer], count: 1 }
  return { shown: listed, count: Math.max(answer.answer_count ?? listed.length, listed.length) }
}

/**
 * The reviewers' notice that a person answered by e-mail: who, about which record, the answer as
 * the desk shows it (quoted text and signature trimmed, shortened) and the link to the record; a
 * digest lists the answers collected since the record's first notice within the hour.
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
  const reference = input.link ? ` [${input.link.reference}]` : ''
  const { shown: answers, count } = carried(input.answer)
  if (count > 1) {
    const shown = answers.slice(0, DIGEST_ANSWERS_SHOWN)
    const share = Math.floor(NOTICE_TEXT_MAX / shown.length)
    const more = count - shown.length
    return renderEmail({
      subject: `${count} new answers by e-mail to a ${WHAT[input.kind]}${reference}`,
      heading: 'A person answered by e-mail',
      intro: `${name || 'The person'} sent ${count} answers about their ${WHAT[input.kind]} within the hour; they are collected here in one notice. Every answer is on the record and marked unread.`,
      fields: [
        ...(input.link ? [{ label: 'Reference', value: input.link.reference }] : []),
        ...shown.flatMap((answer, index): EmailField[] => [
          { label: `Answer ${index + 1} from`, value: answer.from_address ?? '' },
          { label: 'Subject', value: answer.subject ?? '' },
          { label: 'Answer', value: shorten(answer.display_text ?? '', share), long: true },
        ]),
        ...(more > 0
          ? [
              {
                label: 'Not shown',
                value: `${more} more ${more === 1 ? 'answer' : 'answers'}, on the record`,
              },
            ]
          : []),
      ],
      action: input.link
        ? { label: "Open it in the reviewers' desk", href: input.link.deskUrl }
        : undefined,
    })
  }
  const single = answers[0] ?? input.answer
  const shown = shorten(single.display_text ?? '', NOTICE_TEXT_MAX)
  return renderEmail({
    subject: `New answer by e-mail to a ${WHAT[input.kind]}${reference}`,
    heading: 'A person answered by e-mail',
    intro: `${name || 'The person'} answered an e-mail about their ${WHAT[input.kind]}. The answer is on the record and marked unread.`,
    fields: [
      ...(input.link ? [{ label: 'Reference', value: input.link.reference }] : []),
      { label: 'From', value: single.from_address ?? '' },
      { label: 'Subject', value: single.subject ?? '' },
      { label: 'Answer', value: shown, long: true },
    ],
    action: input.link
      ? { label: "Open it in the reviewers' desk", href: input.link.deskUrl }
      : undefined,
  })
}
