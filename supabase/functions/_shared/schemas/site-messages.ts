import { z } from 'zod'
import { type RecordKind, recordKinds } from './record-kind.ts'
import { translationProblems } from './translated-texts.ts'
import {
  defaultSiteMessages,
  type EmailWordField,
  emailPlaceholders,
  emailWords,
  type FormMessages,
  type FormsMessages,
  placeholderMeanings,
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
 * The acknowledgement e-mail's own sentences ("Thank you for your {received}…", "Questions? Reply
 * to this e-mail…") are a form's messages too, with the placeholders the e-mail fills guarded: a
 * sentence that lost {link} would send a status page sentence with no address. They are optional
 * in what a document holds (a version published before they were content reads today's words).
 *
 * Plain zod with relative imports, so the site (`@schemas/site-messages`), the desk and the
 * functions (which read the published messages when they send an acknowledgement) share it. The
 * database checks the same shape (private.site_messages_problem).
 */

const required = (what: string) => z.string().trim().min(1, `Enter ${what}`)

const placeholderPattern = /\{([a-z-]+)\}/g

/** One of the e-mail's sentences: written, under 300 characters, keeping its placeholders only. */
function emailSentence(field: EmailWordField) {
  const kept = emailPlaceholders[field]
  return required('the sentence, or put back today’s words')
    .max(300, 'Keep the sentence under 300 characters')
    .superRefine((sentence, context) => {
      const used = [...sentence.matchAll(placeholderPattern)].map((match) => match[1] ?? '')
      const missing = kept.filter((name) => !used.includes(name))
      const unknown = used.filter((name) => !kept.includes(name))
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `Keep ${missing.map((name) => `{${name}}`).join(' and ')} in the sentence: the e-mail puts ${placeholderMeanings[missing[0] ?? ''] ?? 'a value'} there`,
        })
      } else if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message:
            kept.length === 0
              ? `Remove {${unknown[0]}}: this sentence has no placeholders`
              : `Remove {${unknown[0]}}: this sentence can hold only ${kept.map((name) => `{${name}}`).join(', ')}`,
        })
      }
    })
    .default(emailWords[field])
}

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
  emailThanks: emailSentence('emailThanks'),
  emailThanksCombined: emailSentence('emailThanksCombined'),
  emailQuote: emailSentence('emailQuote'),
  emailQuoteCombined: emailSentence('emailQuoteCombined'),
  emailStatusPage: emailSentence('emailStatusPage'),
  emailQuestions: emailSentence('emailQuestions'),
  emailWhy: emailSentence('emailWhy'),
}) satisfies z.ZodType<FormMessages, unknown>

const formsMessagesShape = {
  coach_application: formMessagesSchema,
  contact_submission: formMessagesSchema,
  alliance_registration: formMessagesSchema,
} satisfies Record<RecordKind, typeof formMessagesSchema>

/** The Spanish of one text and the fingerprint of the English it was written from. */
const translatedTextSchema = z.object({
  text: z.string().trim().min(1, 'Write the Spanish, or leave the field empty'),
  of: z.string().regex(/^[0-9a-f]{8}$/),
})

/**
 * The messages in Spanish, as a page holds its Spanish (page-copy.ts): each text by its address
 * (`contact_submission.nextSteps.1`), and whether the team shows them. Only then must every text
 * have its Spanish, keeping the English's placeholders.
 */
const messagesTranslationSchema = z.object({
  publish: z.boolean(),
  texts: z.record(z.string().regex(/^[\w.-]+$/), translatedTextSchema),
})

const messagesTranslationsSchema = z.object({ es: messagesTranslationSchema.optional() })

export const siteMessagesSchema = z
  .object({ ...formsMessagesShape, translations: messagesTranslationsSchema.optional() })
  .superRefine((messages, context) => {
    const spanish = messages.translations?.es
    if (!spanish?.publish) return
    const { translations: _translations, ...english } = messages
    for (const { address, message } of translationProblems(english, spanish.texts)) {
      context.addIssue({ code: 'custom', message, path: ['translations', 'es', 'texts', address] })
    }
  }) satisfies z.ZodType<SiteMessages, unknown>

/**
 * The messages a site or an e-mail uses: the published ones, each form's read on its own so a
 * version with a damaged entry still promises today's words for it rather than nothing, with their
 * translations when those have their shape.
 */
export function messagesOf(published: unknown): SiteMessages {
  const source = (published ?? {}) as Record<string, unknown>
  const forms = Object.fromEntries(
    recordKinds.map((kind) => {
      const parsed = formMessagesSchema.safeParse(source[kind])
      return [kind, parsed.success ? parsed.data : defaultSiteMessages[kind]]
    }),
  ) as FormsMessages
  const translations = messagesTranslationsSchema.safeParse(source.translations)
  return translations.success ? { ...forms, translations: translations.data } : forms
}
