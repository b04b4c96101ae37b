// nodemailer is imported only on the SMTP path (smtpTransport), never at module load: hosted edge
// functions block SMTP ports anyway, and a runtime change that broke nodemailer's loading must not
// stop every function from booting. The type import costs nothing at run time.
// @ts-types="npm:@types/nodemailer@^7"
import type * as Nodemailer from 'nodemailer'
import { EMAIL_KIND_HEADER, type EmailKind } from './email-kind.ts'
import { encodeSubject } from './mail-subject.ts'

/** One notification e-mail, already rendered and escaped. */
export interface MailMessage {
  to: string[]
  subject: string
  html: string
  text: string
  replyTo?: string
  /** Which e-mail this is, sent as the X-Email-Kind header (email-kind.ts). */
  kind?: EmailKind
  /** The same on every attempt for one record (see deliveryIdentity in outbox.ts). */
  messageId?: string
  /**
   * Sent as Resend's Idempotency-Key header (API) or Resend-Idempotency-Key header (SMTP), with a
   * digest of the payload appended, so a repeated attempt is not a second e-mail
   * (https://resend.com/docs/dashboard/emails/idempotency-keys).
   */
  idempotencyKey?: string
  /**
   * Further headers of this e-mail (an update's List-Unsubscribe and List-Unsubscribe-Post,
   * update-emails.ts): Resend's `headers`, or SMTP headers.
   */
  headers?: Record<string, string>
}

/** Sends a message or throws; the error message must not contain secrets. */
export interface MailTransport {
  readonly name: string
  send(message: MailMessage): Promise<void>
}

/**
 * Whether a send failed because the receiving server refused it for good: an SMTP reply of class
 * 5yz, "Permanent Negative Completion" (RFC 5321 section 4.2.1; 550 "mailbox unavailable",
 * section 4.2.2), which nodemailer gives as the error's `responseCode` (for a refused RCPT TO,
 * with code EENVELOPE). Sending the same message again cannot succeed, so the delivery fails at
 * once instead of being retried for a day. A 4yz reply (421 during an outage) stays transient.
 */
export function permanentRefusalCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code <= 599 ? code : undefined
}

/** Reads a variable; an unset or blank variable is `undefined`. */
export type EnvReader = (name: string) => string | undefined

export const denoEnv: EnvReader = (name) => {
  const value = Deno.env.get(name)
  return value && value.trim() !== '' ? value.trim() : undefined
}

export const DEFAULT_FROM = 'Idaho AI Alliance <notifications@idaho-ai-alliance.local>'

/** The sender every e-mail carries: `MAIL_FROM`, or the project's default. */
export const senderFrom = (env: EnvReader): string => env('MAIL_FROM') ?? DEFAULT_FROM
const SEND_TIMEOUT_MS = 10_000

/** A short hex digest of what is sent, so a changed payload never reuses an idempotency key. */
async function payloadDigest(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * Resend's HTTP API, the path Supabase documents for sending e-mail from edge functions. Its
 * Idempotency-Key is the message's key (record, resend generation) plus a digest of the request:
 * Resend answers 409 to a key reused with a different payload (e.g. after NOTIFY_TO changed), so
 * a changed payload gets a new key. No custom Message-ID is sent: whether Resend keeps one is
 * unconfirmed, and nothing here depends on it.
 */
export function resendTransport(apiKey: string, from: string): MailTransport {
  return {
    name: 'resend',
    async send(message) {
      const body = JSON.stringify({
        from,
        to: message.to,
        subject: encodeSubject(message.subject),
        html: message.html,
        text: message.text,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        // Custom headers: https://resend.com/docs/dashboard/emails/custom-headers
        ...(message.kind || message.headers
          ? {
              headers: {
                ...message.headers,
                ...(message.kind ? { [EMAIL_KIND_HEADER]: message.kind } : {}),
              },
            }
          : {}),
      })
      const idempotencyKey = message.idempotencyKey
        ? `${message.idempotencyKey}/${await payloadDigest(body)}`
        : undefined
      const response = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (!response.ok) {
        // Resend's error body names the problem (bad sender, bad key) without echoing the key.
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new Error(`Resend answered ${response.status}: ${detail}`)
      }
      await response.body?.cancel()
    },
  }
}

export interface SmtpSettings {
  host: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  from: string
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])

/** Loads nodemailer on first use; the SMTP path is the only one that needs it. */
let nodemailerModule: Promise<typeof Nodemailer> | undefined
export function loadNodemailer(): Promise<typeof Nodemailer> {
  nodemailerModule ??= import('nodemailer')
  return nodemailerModule
}

/**
 * SMTP, used by the local stack to drop mail into its inbox (and usable with any relay, Resend's
 * SMTP included): the idempotency key goes in Resend's SMTP header `Resend-Idempotency-Key`, with
 * the same digest rule as the API path.
 */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  let transporter: Promise<Nodemailer.Transporter> | undefined
  const connect = async () => {
    const loaded = await loadNodemailer()
    const nodemailer = (loaded as unknown as { default?: typeof Nodemailer }).default ?? loaded
    return nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      // The local inbox offers STARTTLS with a throwaway certificate; on loopback plain SMTP is fine.
      ignoreTLS: !settings.secure && LOOPBACK_HOSTS.has(settings.host),
      // Without a name nodemailer asks the OS for the host name, which needs --allow-sys.
      name: 'localhost',
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
    })
  }
  return {
    name: 'smtp',
    async send(message) {
      transporter ??= connect()
      const idempotencyKey = message.idempotencyKey
        ? `${message.idempotencyKey}/${await payloadDigest(
            JSON.stringify([
              message.to,
              message.subject,
              message.html,
              message.text,
              message.replyTo,
            ]),
          )}`
        : undefined
      await (
        await transporter
      ).sendMail({
        headers: {
          ...message.headers,
          ...(idempotencyKey ? { 'Resend-Idempotency-Key': idempotencyKey } : {}),
          ...(message.kind ? { [EMAIL_KIND_HEADER]: message.kind } : {}),
        },
        from: settings.from,
        to: message.to,
        subject: encodeSubject(message.subject),
        html: message.html,
        text: message.text,
        replyTo: message.replyTo,
        messageId: message.messageId,
      })
    },
  }
}

/**
 * Chooses the transport from the environment: Resend when `RESEND_API_KEY` is set (production),
 * otherwise SMTP to `SMTP_HOST`/`SMTP_PORT` (the local stack's inbox). Returns `undefined` when
 * neither is configured.
 */
export function transportFromEnv(env: EnvReader = denoEnv): MailTransport | undefined {
  const from = senderFrom(env)
  const resendKey = env('RESEND_API_KEY')
  if (resendKey) return resendTransport(resendKey, from)
  const host = env('SMTP_HOST')
  if (!host) return undefined
  const port = Number(env('SMTP_PORT') ?? '587')
  return smtpTransport({
    host,
    port: Number.isInteger(port) && port > 0 ? port : 587,
    secure: env('SMTP_SECURE') === 'true' || port === 465,
    user: env('SMTP_USER'),
    pass: env('SMTP_PASS'),
    from,
  })
}

/** The recipients from the `NOTIFY_TO` secret: one address or a comma-separated list. */
export function recipientsFromEnv(env: EnvReader = denoEnv): string[] {
  return (env('NOTIFY_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '')
}
