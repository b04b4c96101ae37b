import { createHmac, randomUUID } from 'node:crypto'

/**
 * The local stand-in for the mail provider's inbound webhook (Resend's `email.received`, signed
 * with Svix): mail the inbox takes for the inbound domain is posted to receive-inbound-mail the
 * way Resend posts it, with svix-id, svix-timestamp and svix-signature over the raw body. Unlike
 * Resend, the event carries the text and HTML itself, so the function needs no API call back.
 */
export interface InboundWebhook {
  /** The domain whose mail is posted (MAIL_INBOUND_DOMAIN), lower case. */
  domain: string
  /** receive-inbound-mail's URL. */
  url: string
  /** The Svix signing secret (`whsec_<base64>`, the function's INBOUND_WEBHOOK_SECRET). */
  secret: string
}

export interface ReceivedMail {
  messageId: string | null
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
}

export function svixSign(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** Whether any of the envelope's recipients is at the inbound domain. */
export function isInbound(webhook: InboundWebhook | undefined, recipients: string[]): boolean {
  return Boolean(
    webhook && recipients.some((address) => address.toLowerCase().endsWith(`@${webhook.domain}`)),
  )
}

/**
 * Posts one received e-mail and answers the SMTP reply the inbox gives its sender: accepted (the
 * function stored it), refused for good (550: an unknown reply address or a bad request), or
 * refused for now (451: the function failed; the sender's server tries again, as with any relay).
 */
export async function postInbound(
  webhook: InboundWebhook,
  mail: ReceivedMail,
): Promise<{ accepted: true } | { accepted: false; code: 451 | 550; message: string }> {
  return postSigned(webhook, {
    type: 'email.received',
    created_at: new Date().toISOString(),
    data: {
      email_id: mail.messageId ?? randomUUID(),
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    },
  })
}

/**
 * A delivery event on demand, as Resend posts it to the same webhook: `email.bounced` with its
 * `bounce` (type 'Permanent' for a mailbox that does not exist, 'Transient' for a full one;
 * https://resend.com/docs/webhooks/emails/bounced) or `email.complained` (the person reported the
 * e-mail as spam; https://resend.com/docs/webhooks/emails/complained). The local inbox has no
 * recipients' servers to bounce from, so a test or a developer asks for one.
 */
export function postMailEvent(
  webhook: InboundWebhook,
  event: { type: 'email.bounced' | 'email.complained'; to: string; bounceType?: string },
) {
  return postSigned(webhook, {
    type: event.type,
    created_at: new Date().toISOString(),
    data: {
      email_id: randomUUID(),
      from: 'notifications@idaho-ai-alliance.local',
      to: [event.to],
      subject: '',
      ...(event.type === 'email.bounced'
        ? {
            bounce: {
              message:
                event.bounceType === 'Transient'
                  ? "The recipient's mailbox is full."
                  : "The recipient's mailbox does not exist.",
              subType: 'General',
              type: event.bounceType ?? 'Permanent',
            },
          }
        : {}),
    },
  })
}

/** Posts one event to the webhook, signed with Svix as Resend signs it. */
async function postSigned(
  webhook: InboundWebhook,
  event: unknown,
): Promise<{ accepted: true } | { accepted: false; code: 451 | 550; message: string }> {
  const body = JSON.stringify(event)
  const id = `msg_${randomUUID()}`
  const timestamp = String(Math.floor(Date.now() / 1000))
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': svixSign(webhook.secret, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    })
    const detail = (await response.text()).slice(0, 200)
    if (response.ok) return { accepted: true }
    if (response.status >= 500) return { accepted: false, code: 451, message: detail }
    return { accepted: false, code: 550, message: detail }
  } catch (error) {
    return { accepted: false, code: 451, message: (error as Error).message }
  }
}
