import { z } from 'zod'
import { email } from './fields.ts'

/*
 * The single source of the desk's reply rules: what a reply, a saved reply and a notification route
 * may hold, how saved-reply placeholders are filled and what the reply e-mail's subject and text
 * are. The desk (preview, validation) and the deliver-notifications worker (the e-mail it sends)
 * both import this file, so it uses relative `.ts` imports that Deno resolves, and only zod.
 */

export const REPLY_MAX = 10_000
export const SAVED_REPLY_TITLE_MAX = 120
export const SAVED_REPLY_BODY_MAX = 5_000
export const ROUTE_RECIPIENTS_MAX = 20

/** The stored names of the three forms (notification_deliveries.record_kind). */
export const replyRecordKinds = [
  'coach_application',
  'contact_submission',
  'alliance_registration',
] as const
export type ReplyRecordKind = (typeof replyRecordKinds)[number]

/** What the person wrote in to, as the reply's subject names it. */
export const replyTopics: Record<ReplyRecordKind, string> = {
  coach_application: 'Your AI Coach application',
  contact_submission: 'Your message',
  alliance_registration: 'Your alliance registration',
}

/** The placeholders a saved reply may use, with what the desk fills in. */
export const placeholders = [
  { token: '{{first_name}}', meaning: 'the first name the person gave' },
  { token: '{{reference}}', meaning: 'the record’s reference (e.g. CT-7KX2QM)' },
  { token: '{{reviewer_name}}', meaning: 'your name, as the e-mail’s signature' },
] as const

export interface PlaceholderValues {
  firstName: string
  reference: string
  reviewerName: string
}

/**
 * Fills every placeholder of a saved reply. Unknown `{{…}}` tokens stay as they are, so a typo is
 * visible in the preview instead of silently vanishing.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  const byToken: Record<string, string> = {
    first_name: values.firstName,
    reference: values.reference,
    reviewer_name: values.reviewerName,
  }
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(byToken, name) ? (byToken[name] ?? whole) : whole,
  )
}

/**
 * The reply's subject: fixed words, the brand and the record's reference. Nothing a visitor typed
 * goes into it, so no name can be read by a mail program as an RFC 2047 encoded-word.
 */
export function replySubject(kind: ReplyRecordKind, reference: string | null, brand: string) {
  const topic = `${replyTopics[kind]} to the ${brand}`
  return reference ? `${topic} (reference ${reference})` : topic
}

/** The text part: the reviewer's words as typed (line breaks normalised), then the reference. */
export function replyText(body: string, reference: string | null): string {
  const text = body.replace(/\r\n?/g, '\n').trimEnd()
  return reference ? `${text}\n\n--\nReference: ${reference}\n` : `${text}\n`
}

/**
 * What counts as a placeholder left in a reply: `{{…}}` (an unfilled or misspelt token) or `[…]`
 * holding at least one letter ("[Your answer here]", "[date]"), on one line and at most 80
 * characters, so "[1]" or a bracket in running text pasted by a reviewer is not caught. The SQL
 * function private.unfilled_placeholders(text) uses the same pattern; change both together.
 */
const PLACEHOLDER = /\{\{[^{}\n]{0,80}\}\}|\[[^[\]\n]{0,80}\]/g
const HAS_LETTER = /\p{L}/u

/** The placeholders still in a reply, each once, in the order they first appear. */
export function unfilledPlaceholders(body: string): string[] {
  const found = (body.match(PLACEHOLDER) ?? []).filter(
    (match) => match.startsWith('{{') || HAS_LETTER.test(match),
  )
  return [...new Set(found)]
}

/** 'Fill in "[Your answer here]" before sending.' (and "A", "B" and "C" for several). */
export function placeholderMessage(found: readonly string[]): string {
  const quoted = found.map((placeholder) => `"${placeholder}"`)
  const named =
    quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0]
  return `Fill in ${named} before sending.`
}

/** The reply box: not empty, no placeholder left, at most REPLY_MAX characters. */
export const replyBodySchema = z
  .string()
  .refine((value) => value.trim() !== '', 'Write a reply before sending it.')
  .superRefine((value, context) => {
    const found = unfilledPlaceholders(value)
    if (found.length > 0) context.addIssue({ code: 'custom', message: placeholderMessage(found) })
  })
  .refine(
    (value) => value.length <= REPLY_MAX,
    `A reply can be at most ${REPLY_MAX.toLocaleString('en-US')} characters.`,
  )

/**
 * The statuses a saved reply of each form may go with: the records' status lists (the database's
 * CHECKs, saved_replies_status_of_form, hold the same).
 */
export const replyStatuses: Record<ReplyRecordKind, readonly string[]> = {
  coach_application: ['pending', 'interview', 'approved', 'rejected'],
  contact_submission: ['new', 'pending', 'responded', 'closed'],
  alliance_registration: ['new', 'pending', 'responded', 'closed'],
}

export const savedReplySchema = z
  .object({
    recordKind: z.enum(replyRecordKinds),
    title: z
      .string()
      .trim()
      .min(1, 'Give the saved reply a title.')
      .max(SAVED_REPLY_TITLE_MAX, `A title can be at most ${SAVED_REPLY_TITLE_MAX} characters.`),
    body: z
      .string()
      .refine((value) => value.trim() !== '', 'Write the text of the saved reply.')
      .refine(
        (value) => value.length <= SAVED_REPLY_BODY_MAX,
        `A saved reply can be at most ${SAVED_REPLY_BODY_MAX.toLocaleString('en-US')} characters.`,
      ),
    /** The status the reply goes with: offered when a record moves to it, set when it is sent. */
    status: z.string().nullable().default(null),
  })
  .refine(
    (values) => values.status === null || replyStatuses[values.recordKind].includes(values.status),
    {
      message: 'Choose a status of this form.',
      path: ['status'],
    },
  )
export type SavedReplyValues = z.infer<typeof savedReplySchema>

/**
 * A route's recipients as an admin types them: addresses separated by commas, semicolons or line
 * breaks, each checked with the forms' own e-mail rule, duplicates dropped. An empty list means
 * "no route" (NOTIFY_TO applies).
 */
export const routeRecipientsSchema = z
  .string()
  .transform((value) =>
    value
      .split(/[,;\n]/)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z
      .array(email.pipe(z.string().max(254, 'An address can be at most 254 characters')))
      .max(ROUTE_RECIPIENTS_MAX, `At most ${ROUTE_RECIPIENTS_MAX} addresses per route.`),
  )
  .transform((addresses) => {
    // The first spelling of an address stays; later ones that differ only in case are dropped.
    const seen = new Set<string>()
    return addresses.filter((address) => {
      const key = address.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  })
