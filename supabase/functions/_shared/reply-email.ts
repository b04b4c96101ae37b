import { renderLayout, type RenderedEmail } from './email-layout.ts'
import type { MailMessage } from './mail.ts'
import type { RecordKind } from './notification-kinds.ts'
import { deliveryIdentity, type ReplyContent } from './outbox.ts'
import { replySubject, replyText } from './schemas/desk-reply.ts'

/** The brand as the From address names it ("Idaho AI Alliance <…>"), for the reply's subject. */
export function brandOf(from: string): string {
  const display = /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1]?.trim()
  return display || 'Idaho AI Alliance'
}

/**
 * A reviewer's reply as an e-mail: to the record's own address only, the subject from fixed words
 * and the reference (schemas/desk-reply.ts, shared with the desk's preview), the reviewer's text in
 * the one layout with its line breaks kept, and a text part that is exactly what the desk
 * previewed. The same Message-ID and Idempotency-Key on every attempt.
 */
export function renderReplyEmail(
  reply: ReplyContent & { recordKind: RecordKind; recordId: string },
  from: string,
): MailMessage & RenderedEmail {
  const email = renderLayout({
    kind: 'desk-reply',
    subject: replySubject(reply.recordKind, reply.reference, brandOf(from)),
    blocks: [{ type: 'letter', text: replyText(reply.body, reply.reference) }],
    bare: true,
  })
  return {
    ...email,
    to: [reply.recipient],
    ...deliveryIdentity(
      {
        deliveryKind: 'reply',
        recordKind: reply.recordKind,
        recordId: reply.recordId,
        itemId: reply.id,
        resendGeneration: 0,
      },
      from,
    ),
  }
}
