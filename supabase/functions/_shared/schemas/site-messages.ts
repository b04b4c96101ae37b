import { z } from 'zod'
import { type RecordKind, recordKinds } from './record-kind.ts'
import {
  defaultSiteMessages,
  type FormMessages,
  type SiteMessages,
} from './site-messages-defaults.ts'

export * from './site-messages-defaults.ts'

/*
 * What the site promises a person once a form is sent, as content the team edits and publishes
 * ("Confirmations and e-mails" in the desk): the confirmation panel's heading, the toast, and the
 * steps of "What happens next", which the confirmation panel and the acknowledgement e-mail both
 * show, so the page and the e-mail never promise different things. An editor who changes "5-7
 * business days" on the coach application page finds these with the desk's search and changes
 * them in the same visit.
 *
 * The sentences around the reference in the e-mail ("Thank you for your … It has reached us …")
 * carry the reference and stay in email-copy/acknowledgement.ts: they promise nothing.
 *
 * Plain zod with relative imports, so the site (`@schemas/site-messages`), the desk and the
 * functions (which read the published messages when they send an acknowledgement) share it. The
 * database checks the same shape (private.site_messages_problem).
 */

const required = (what: string) => z.string().trim().min(1, `Enter ${what}`)

export const formMessagesSchema = z.object({
  /** The confirmation panel's heading once the submission is stored. */
  heading: required(
    'the heading the confirmation shows, for example Your message is on its way',
  ).max(120, 'Keep the heading under 120 characters'),
  /** "What happens next": on the confirmation panel and in the acknowledgement e-mail. */
  nextSteps: z
    .array(
      required('a step, or remove the empty line').max(300, 'Keep each step under 300 characters'),
    )
    .min(1, 'Give at least one step, one a line')
    .max(8, 'Keep at most 8 steps, one a line'),
  /** The short notice that appears as the form is sent. */
  toastTitle: required('the notice’s title, for example Message Sent!').max(
    60,
    'Keep the notice’s title under 60 characters',
  ),
  toastText: required('the notice’s sentence, for example We’ll get back to you soon.').max(
    200,
    'Keep the notice’s sentence under 200 characters',
  ),
}) satisfies z.ZodType<FormMessages>

export const siteMessagesSchema = z.object({
  coach_application: formMessagesSchema,
  contact_submission: formMessagesSchema,
  alliance_registration: formMessagesSchema,
} satisfies Record<RecordKind, typeof formMessagesSchema>) satisfies z.ZodType<SiteMessages>

/**
 * The messages a site or an e-mail uses: the published ones, each form's read on its own so a
 * version with a damaged entry still promises today's words for it rather than nothing.
 */
export function messagesOf(published: unknown): SiteMessages {
  const source = (published ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    recordKinds.map((kind) => {
      const parsed = formMessagesSchema.safeParse(source[kind])
      return [kind, parsed.success ? parsed.data : defaultSiteMessages[kind]]
    }),
  ) as SiteMessages
}
