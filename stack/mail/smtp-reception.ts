/**
 * The local inbox's SMTP side: takes every message (any credentials), refuses all with 421 while
 * the transport is stopped (a mail outage), refuses a recipient the tests named with 550 (a
 * mailbox that does not exist), drops a repeated Message-ID, forwards mail for the inbound domain
 * to the inbound webhook, and keeps the rest in the store. It imitates a receiving mail server
 * (RFC 5321), not a Supabase component.
 */
import { randomUUID } from 'node:crypto'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { type InboundWebhook, isInbound, postInbound } from './inbound-webhook'
import type { DeliveredIdempotencyKeys } from './message-ids'
import type { MessageStore } from './message-store'
import type { Transport } from './transport'

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

export interface SmtpReceptionOptions {
  transport: Transport
  store: MessageStore
  ids: DeliveredIdempotencyKeys
  /** Kills the senders when the transport asks to (killSenderAfterAccepting). */
  killSenders?: () => void
  inbound?: InboundWebhook
}

/**
 * The headers whose parsed value is text (Subject, X-Email-Kind, …); addresses and dates are kept
 * above. A List-* header (List-Unsubscribe, List-Unsubscribe-Post) mailparser turns into a
 * structure is kept as it was written, as a mail catcher shows it.
 */
function textHeaders(
  headers: Map<string, unknown>,
  lines: readonly { key: string; line: string }[] = [],
): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of headers) if (typeof value === 'string') kept[name] = value
  for (const { key, line } of lines) {
    if (key.startsWith('list-') && !(key in kept)) {
      kept[key] = line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim()
    }
  }
  return kept
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((entry) => entry.value.map((item) => item.address ?? '')).filter(Boolean)
}

/** An SMTP error answer: the server sends `responseCode` and the message. */
function smtpRefusal(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode })
}

export function createSmtpReception(options: SmtpReceptionOptions): SMTPServer {
  const { transport, store, ids, inbound } = options
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Local inbox of the development stack',
    onConnect(_session, callback) {
      if (transport.accepting) return callback()
      // 421: the service is not available, the answer a relay gives during an outage.
      callback(smtpRefusal('Local inbox is not accepting mail (transport stopped)', 421))
    },
    onRcptTo(address, _session, callback) {
      if (!transport.refusedRecipients.has(address.address.toLowerCase())) return callback()
      // RFC 5321 section 4.2.2: 550 "mailbox unavailable", a permanent refusal (section 4.2.1);
      // 5.1.1 is the enhanced status code for a bad destination mailbox (RFC 3463 section 3.2).
      callback(smtpRefusal('5.1.1 Mailbox unavailable: no such user here', 550))
    },
    onAuth(_auth, _session, callback) {
      // Any credentials are accepted, so a function configured with SMTP_USER/SMTP_PASS still works.
      callback(null, { user: 'local' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const answer = () => {
            if (transport.killSenderAfterAccepting) {
              transport.killSenderAfterAccepting = false
              // The message is kept; its sender dies before it hears so.
              options.killSenders?.()
            }
            callback()
          }
          const messageId = parsed.messageId?.trim()
          // Resend's SMTP idempotency header (stack/mail/message-ids.ts), not the Message-ID.
          const header = parsed.headers.get('resend-idempotency-key')
          const idempotencyKey = typeof header === 'string' ? header.trim() : undefined
          if (ids.isRepeat(idempotencyKey)) return answer()
          const envelopeFrom = session.envelope.mailFrom
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address)
          const from = parsed.from?.text ?? (envelopeFrom ? envelopeFrom.address : '')
          const html = typeof parsed.html === 'string' ? parsed.html : null
          const keep = () => {
            ids.remember(idempotencyKey)
            store.add({
              id: randomUUID(),
              from,
              to: addresses(parsed.to),
              cc: addresses(parsed.cc),
              replyTo: parsed.replyTo?.text ?? null,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html,
              headers: textHeaders(parsed.headers, parsed.headerLines),
              date: new Date().toISOString(),
              envelope: {
                from: envelopeFrom ? envelopeFrom.address : null,
                to: recipients,
              },
            })
          }
          if (!inbound || !isInbound(inbound, recipients)) {
            keep()
            return answer()
          }
          return postInbound(inbound, {
            messageId: messageId ?? null,
            from,
            to: [...new Set([...addresses(parsed.to), ...recipients])],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
          }).then((posted) => {
            if (!posted.accepted) {
              return callback(
                smtpRefusal(
                  posted.code === 550
                    ? `Refused by the inbound webhook: ${posted.message}`
                    : `The inbound webhook failed; try again later: ${posted.message}`,
                  posted.code,
                ),
              )
            }
            keep()
            answer()
          })
        })
        .catch((error: Error) => callback(error))
    },
  })
}
