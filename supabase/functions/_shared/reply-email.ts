import { escapeHeader, escapeHtml, escapeText } from './escape.ts'
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
 * and the reference, the reviewer's text escaped in HTML with its line breaks kept, and a text part
 * that is exactly what the desk previewed. The same Message-ID and Idempotency-Key on every attempt.
 */
export function renderReplyEmail(
  reply: ReplyContent & { recordKind: RecordKind; recordId: string },
  from: string,
): MailMessage {
  const text = escapeText(replyText(reply.body, reply.reference))
  const paragraphs = text
    .trimEnd()
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 1em">${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return {
    to: [reply.recipient],
    subject: escapeHeader(replySubject(reply.recordKind, reply.reference, brandOf(from))),
    text,
    html: [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">',
      paragraphs,
      '</body></html>',
    ].join('\n'),
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
