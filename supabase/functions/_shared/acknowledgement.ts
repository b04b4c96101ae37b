import { echoedText } from './echoed-text.ts'
import { escapeHtml, escapeText } from './escape.ts'
import type { EnvReader } from './mail.ts'
import type { RecordKind, StoredRow } from './notification-kinds.ts'
import type { RenderedEmail } from './render.ts'
import { STATUS_PAGE_PATH, submissionNextSteps } from './schemas/next-steps.ts'

/*
 * The acknowledgement e-mail to the person who wrote in (issue 18). It is rendered from the stored
 * record, never from a request, and repeats nothing the person typed except their first name
 * (shortened, without anything that looks like a link: echoed-text.ts), so the forms cannot be used
 * to send a stranger a message. The subject holds no typed text at all. It goes to the address on
 * the record only, with Reply-To the record's reply address, so a reply reaches the desk.
 *
 * A combined acknowledgement (issue 26, item 6): when the same person sent the same form within the
 * hour, the outbox gives the earlier records' references (earlier_references, migration
 * 20251101030100_person_mail_limits.sql) and this e-mail names both, instead of silence.
 */

export const SITE_NAME = 'Idaho AI Alliance'
/** src/config/launch-settings.ts's defaults; a project sets MAIL_REPLY_TO and SITE_URL. */
export const DEFAULT_REPLY_TO = 'info@idahoaialliance.org'
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173'
/** The brand colours of tailwind.config.ts: primary blue with white text (6.7:1). */
const PRIMARY = '#1d4ed8'
const INK = '#0f172a'
const MUTED = '#475569'
const SOFT = '#eff6ff'

const REFERENCE = /^(CA|CT|AL)-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/

export interface SiteSettings {
  /** The address the e-mail tells people to write to (and Reply-To without an inbound domain). */
  replyTo: string
  /**
   * The domain whose mail the provider posts to receive-inbound-mail (MAIL_INBOUND_DOMAIN): with
   * it, every e-mail to a person answers to reply+<the record's token>@<domain>.
   */
  inboundDomain?: string
  /** The public site, without a trailing slash. */
  siteUrl: string
}

export function siteSettingsFromEnv(env: EnvReader): SiteSettings {
  return {
    replyTo: env('MAIL_REPLY_TO') ?? DEFAULT_REPLY_TO,
    inboundDomain: env('MAIL_INBOUND_DOMAIN')?.toLowerCase(),
    siteUrl: (env('SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
  }
}

/**
 * Where an answer to an e-mail about one record goes: the record's own reply address when the
 * project receives mail (MAIL_INBOUND_DOMAIN) and the outbox gave its token, else MAIL_REPLY_TO.
 */
export function personReplyTo(settings: SiteSettings, token: string | undefined | null): string {
  return settings.inboundDomain && token && /^[0-9a-f]{36}$/.test(token)
    ? `reply+${token}@${settings.inboundDomain}`
    : settings.replyTo
}

/** The first name as the greeting shows it: no controls, no links, at most ECHOED_TEXT_MAX characters. */
export function greetingName(value: unknown): string {
  return echoedText(escapeText(typeof value === 'string' ? value : ''))
}

/** "your earlier one (CA-…)" or "your earlier ones (CA-…, CA-…)". */
function earlierOnes(references: readonly string[]): string {
  return `your earlier ${references.length === 1 ? 'one' : 'ones'} (${references.join(', ')})`
}

export interface Acknowledgement {
  to: string
  email: RenderedEmail
}

/**
 * The acknowledgement of one stored record. Throws when the record has no usable address or
 * reference (the sender records that as a permanent failure: retrying cannot fix the row).
 */
export function renderAcknowledgement(
  kind: RecordKind,
  record: StoredRow,
  settings: SiteSettings,
  /** The same person's earlier references of this form within the hour (a combined e-mail). */
  earlierReferences: readonly string[] = [],
): Acknowledgement {
  const to = typeof record.email === 'string' ? record.email : ''
  if (!/^[^\s@<>,]+@[^\s@<>,]+$/.test(to)) throw new Error('The record has no e-mail address')
  const reference = typeof record.reference === 'string' ? record.reference : ''
  if (!REFERENCE.test(reference)) throw new Error('The record has no reference')
  const earlier = earlierReferences.filter((value) => REFERENCE.test(value))
  const { received, steps } = submissionNextSteps[kind]
  const name = greetingName(record.first_name)
  const greeting = name ? `Hello ${name},` : 'Hello,'
  const thanks =
    earlier.length === 0
      ? `Thank you for your ${received}. It has reached us and is stored under the reference below.`
      : `We have received your ${received} (${reference}) and ${earlierOnes(earlier)}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.`
  const quote =
    earlier.length === 0
      ? 'Please quote your reference whenever you write or call us.'
      : 'Please quote your latest reference whenever you write or call us.'
  const statusUrl = `${settings.siteUrl}${STATUS_PAGE_PATH}`
  const reach = `Questions? Reply to this e-mail, or write to ${settings.replyTo}.`
  const subject =
    earlier.length === 0
      ? `${SITE_NAME}: we received your ${received} (${reference})`
      : `${SITE_NAME}: we received your ${received} (${reference}) and ${earlierOnes(earlier)}`
  const referenceLines = [
    `Your reference: ${reference}`,
    ...(earlier.length === 0 ? [] : [`Earlier: ${earlier.join(', ')}`]),
  ]

  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:${INK}">`,
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff">',
    `<tr><td style="background:${PRIMARY};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${SITE_NAME}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 16px">${escapeHtml(thanks)}</p>`,
    `<p style="margin:0 0 16px;padding:12px 16px;background:${SOFT};border-left:4px solid ${PRIMARY}">`,
    `Your reference<br><strong style="font-size:22px;letter-spacing:1px;font-family:Consolas,Menlo,monospace">${escapeHtml(reference)}</strong>`,
    earlier.length === 0 ? '</p>' : `<br>Earlier: ${escapeHtml(earlier.join(', '))}</p>`,
    `<h2 style="font-size:16px;margin:0 0 8px">What happens next</h2>`,
    `<ol style="margin:0 0 16px;padding-left:20px">${steps.map((step) => `<li style="margin:0 0 4px">${escapeHtml(step)}</li>`).join('')}</ol>`,
    `<p style="margin:0 0 8px">${escapeHtml(quote)}</p>`,
    `<p style="margin:0 0 8px">See where it stands at any time, with your reference and this e-mail address: <a href="${escapeHtml(statusUrl)}" style="color:${PRIMARY}">${escapeHtml(statusUrl)}</a></p>`,
    `<p style="margin:0">Questions? Reply to this e-mail, or write to <a href="mailto:${escapeHtml(settings.replyTo)}" style="color:${PRIMARY}">${escapeHtml(settings.replyTo)}</a>.</p>`,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #cbd5e1;color:${MUTED};font-size:13px">${SITE_NAME} · <a href="${escapeHtml(settings.siteUrl)}" style="color:${PRIMARY}">${escapeHtml(settings.siteUrl)}</a><br>You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know.</td></tr>`,
    '</table></td></tr></table>',
    '</body></html>',
  ].join('\n')

  const text = escapeText(
    [
      SITE_NAME,
      '',
      greeting,
      '',
      thanks,
      '',
      ...referenceLines,
      '',
      'What happens next',
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      '',
      quote,
      `See where it stands at any time, with your reference and this e-mail address: ${statusUrl}`,
      reach,
      '',
      `${SITE_NAME} - ${settings.siteUrl}`,
      'You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know.',
    ].join('\n'),
  )
  return { to, email: { subject, html, text } }
}
