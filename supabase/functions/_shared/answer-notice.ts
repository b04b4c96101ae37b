import type { RecordKind, RecordLink, StoredRow } from './notification-kinds.ts'
import type { AnswerContent, DeliveryContent } from './outbox.ts'
import { answerNoticeCopy as copy } from './email-copy/answer-notice.ts'
import {
  type EmailBlock,
  type EmailField,
  renderLayout,
  type RenderedEmail,
} from './email-layout.ts'

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
 * Every value is escaped by the layout; the subject names no text of the sender's choice but
 * the reference.
 */
export function renderAnswerNotice(input: {
  kind: RecordKind
  record: StoredRow | null
  answer: DeliveryContent
  link?: RecordLink
}): RenderedEmail {
  const name =
    [input.record?.first_name, input.record?.last_name]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ') || copy.somebody
  const what = copy.what[input.kind]
  const reference = input.link ? ` [${input.link.reference}]` : ''
  const { shown: answers, count } = carried(input.answer)
  const action: EmailBlock[] = input.link
    ? [{ type: 'action', label: copy.openInDesk, href: input.link.deskUrl }]
    : []
  const referenceField = input.link
    ? [{ label: copy.labels.reference, value: input.link.reference }]
    : []
  if (count > 1) {
    const shown = answers.slice(0, DIGEST_ANSWERS_SHOWN)
    const share = Math.floor(NOTICE_TEXT_MAX / shown.length)
    const more = count - shown.length
    return renderLayout({
      kind: 'answer-notice',
      subject: copy.digestSubject(count, what, reference),
      blocks: [
        { type: 'heading', text: copy.heading },
        { type: 'paragraph', text: copy.digestIntro(name, count, what) },
        ...action,
        {
          type: 'fields',
          fields: [
            ...referenceField,
            ...shown.flatMap((answer, index): EmailField[] => [
              { label: copy.labels.numberedFrom(index + 1), value: answer.from_address ?? '' },
              { label: copy.labels.subject, value: answer.subject ?? '' },
              {
                label: copy.labels.answer,
                value: shorten(answer.display_text ?? '', share),
                long: true,
              },
            ]),
            ...(more > 0 ? [{ label: copy.labels.notShown, value: copy.notShown(more) }] : []),
          ],
        },
      ],
    })
  }
  const single = answers[0] ?? input.answer
  return renderLayout({
    kind: 'answer-notice',
    subject: copy.subject(what, reference),
    blocks: [
      { type: 'heading', text: copy.heading },
      { type: 'paragraph', text: copy.intro(name, what) },
      ...action,
      {
        type: 'fields',
        fields: [
          ...referenceField,
          { label: copy.labels.from, value: single.from_address ?? '' },
          { label: copy.labels.subject, value: single.subject ?? '' },
          {
            label: copy.labels.answer,
            value: shorten(single.display_text ?? '', NOTICE_TEXT_MAX),
            long: true,
          },
        ],
      },
    ],
  })
}
