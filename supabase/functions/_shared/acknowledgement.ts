import { acknowledgementCopyIn } from './email-copy/acknowledgement.ts'
import { echoedText } from './echoed-text.ts'
import { personFooter, renderLayout, type RenderedEmail, SITE_NAME } from './email-layout.ts'
import { escapeText } from './escape.ts'
import { fillLabel } from './schemas/fill-label.ts'
import type { Inline } from './email-layout.ts'
import type { EnvReader } from './mail.ts'
import type { RecordKind, StoredRow } from './notification-kinds.ts'
import { isLanguage } from './schemas/languages.ts'
import { STATUS_PAGE_PATH } from './schemas/next-steps.ts'
import {
  defaultSiteMessages,
  emailWords,
  messagesIn,
  type SiteMessages,
} from './schemas/site-messages-defaults.ts'

export { SITE_NAME }

/*
 * The acknowledgement e-mail to the person who wrote in, so they know it arrived. It is rendered
 * from the stored record, never from a request, and repeats nothing the person typed except their
 * first name (shortened, without anything that looks like a link: echoed-text.ts), so the forms
 * cannot be used to send a stranger a message. The subject holds no typed text at all. It goes to
 * the address on the record only, with Reply-To the record's reply address, so a reply reaches the
 * desk.
 *
 * A combined acknowledgement: when the same person sent the same form within the
 * hour, the outbox gives the earlier records' references (earlier_references, migration
 * 20251101030100_person_mail_limits.sql) and this e-mail names both, instead of silence.
 *
 * It is written in the language the form was sent in (the record's `language`, 'en' for a record
 * from before the forms spoke Spanish): the published messages in that language
 * (site-messages-defaults.ts messagesIn) and the fixed words of email-copy/acknowledgement.ts. The
 * status page link stays the same address: the page offers its other language.
 */

/** src/config/launch-settings.ts's defaults; a project sets MAIL_REPLY_TO and SITE_URL. */
export const DEFAULT_REPLY_TO = 'info@idahoaialliance.org'
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173'

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

/** A sentence with a link where its placeholder stands ("… write to {address}."). */
function around(sentence: string, placeholder: string, link: Inline): Inline[] {
  const [before, ...after] = sentence.split(`{${placeholder}}`)
  return [before ?? '', link, after.join('')].filter((part) => part !== '')
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
  /** The published promises (site-messages.ts): "What happens next" says what the page said. */
  messages: SiteMessages = defaultSiteMessages,
): Acknowledgement {
  const to = typeof record.email === 'string' ? record.email : ''
  if (!/^[^\s@<>,]+@[^\s@<>,]+$/.test(to)) throw new Error('The record has no e-mail address')
  const reference = typeof record.reference === 'string' ? record.reference : ''
  if (!REFERENCE.test(reference)) throw new Error('The record has no reference')
  const earlier = earlierReferences.filter((value) => REFERENCE.test(value))
  const language = isLanguage(record.language) ? record.language : 'en'
  const copy = acknowledgementCopyIn[language]
  const received = copy.received[kind]
  const words = { ...emailWords, ...messagesIn(messages, language)[kind] }
  const steps = words.nextSteps
  const statusUrl = `${settings.siteUrl}${STATUS_PAGE_PATH}`
  const thanks =
    earlier.length === 0
      ? fillLabel(words.emailThanks, { received })
      : fillLabel(words.emailThanksCombined, {
          received,
          reference,
          earlier: copy.earlierOnes(earlier),
        })
  const email = renderLayout({
    kind: 'acknowledgement',
    language,
    subject: copy.subject(SITE_NAME, received, reference, earlier),
    blocks: [
      { type: 'paragraph', text: copy.greeting(greetingName(record.first_name)) },
      { type: 'paragraph', text: thanks },
      {
        type: 'reference',
        label: copy.referenceLabel,
        value: reference,
        more: earlier.length === 0 ? [] : [copy.earlier(earlier)],
      },
      { type: 'steps', heading: copy.nextStepsHeading, items: steps },
      {
        type: 'lines',
        lines: [
          earlier.length > 0 ? words.emailQuoteCombined : words.emailQuote,
          around(words.emailStatusPage, 'link', { text: statusUrl, href: statusUrl }),
          around(words.emailQuestions, 'address', {
            text: settings.replyTo,
            href: `mailto:${settings.replyTo}`,
          }),
        ],
      },
    ],
    footer: personFooter(settings.siteUrl, words.emailWhy),
  })
  return { to, email }
}
