import type { EmailWordField, FormMessages } from './form-messages.ts'
import type { Language } from './languages.ts'
import type { RecordKind } from './record-kind.ts'
import { spanishFormMessages } from './site-messages-spanish.ts'
import {
  fingerprint,
  localize,
  placeholdersOf,
  textsOf,
  type TranslatedTexts,
  wordsOf,
} from './translated-texts.ts'

/*
 * The words of what the site promises once a form is sent (site-messages.ts has their rules), as
 * plain data: the form pages read them without loading zod.
 */

export type { EmailWordField, FormMessages } from './form-messages.ts'

/**
 * The placeholders each e-mail sentence must keep, filled as the e-mail is written: {received} is
 * what was sent ("AI Coach application"), {reference} its reference, {earlier} the earlier ones
 * ("your earlier one (CA-…)"), {link} the status page's address and {address} the team's.
 */
export const emailPlaceholders: Record<EmailWordField, readonly string[]> = {
  emailThanks: ['received'],
  emailThanksCombined: ['received', 'reference', 'earlier'],
  emailQuote: [],
  emailQuoteCombined: [],
  emailStatusPage: ['link'],
  emailQuestions: ['address'],
  emailWhy: [],
}

/** What each placeholder becomes in the e-mail, as the desk's hints and refusals say it. */
export const placeholderMeanings: Record<string, string> = {
  received: 'what was sent (for example AI Coach application)',
  reference: 'the reference',
  earlier: 'the earlier references (for example your earlier one (CA-…))',
  link: 'the status page’s address',
  address: 'the team’s e-mail address',
}

/**
 * Today's acknowledgement sentences, the same for every form: a site whose messages were published
 * before the e-mail's sentences were content reads these.
 */
export const emailWords: Record<EmailWordField, string> = {
  emailThanks:
    'Thank you for your {received}. It has reached us and is stored under the reference below.',
  emailThanksCombined:
    'We have received your {received} ({reference}) and {earlier}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.',
  emailQuote: 'Please quote your reference whenever you write or call us.',
  emailQuoteCombined: 'Please quote your latest reference whenever you write or call us.',
  emailStatusPage:
    'See where it stands at any time, with your reference and this e-mail address: {link}',
  emailQuestions: 'Questions? Reply to this e-mail, or write to {address}.',
  emailWhy:
    'You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know.',
}

/** Each form's messages, in one language. */
export type FormsMessages = Record<RecordKind, FormMessages>

/**
 * The messages in Spanish, the way a page holds its Spanish (./translated-texts.ts): each text by
 * its address in the forms' messages (`contact_submission.nextSteps.1`) with the fingerprint of the
 * English it was written from, and whether the team chose to show them. Only then must every text
 * have its Spanish (site-messages.ts); until then the Spanish pages and e-mails read the English.
 */
export interface MessagesTranslation {
  publish: boolean
  texts: TranslatedTexts
}

/** The English messages, and their translations beside them. */
export type SiteMessages = FormsMessages & {
  translations?: { es?: MessagesTranslation }
}

/** What each form is called where the desk lists its messages. */
export const formNames: Record<RecordKind, string> = {
  coach_application: 'AI Coach application',
  contact_submission: 'Contact form',
  alliance_registration: 'Alliance registration',
}

/** Each field's label in the desk's form, the comparison and the search, in the form's order. */
export const messageFieldLabels: Record<keyof FormMessages, string> = {
  heading: 'Confirmation heading',
  nextSteps: 'What happens next (on the confirmation and in the acknowledgement e-mail)',
  toastTitle: 'Notice title',
  toastText: 'Notice sentence',
  emailThanks: 'Acknowledgement e-mail: thanks',
  emailThanksCombined: 'Acknowledgement e-mail: thanks for several sent within the hour',
  emailQuote: 'Acknowledgement e-mail: quote your reference',
  emailQuoteCombined: 'Acknowledgement e-mail: quote your reference, for several',
  emailStatusPage: 'Acknowledgement e-mail: the status page',
  emailQuestions: 'Acknowledgement e-mail: questions',
  emailWhy: 'Acknowledgement e-mail: why you receive it',
}

/**
 * Today's words: what a site shows before its team publishes messages of its own (the seed carries
 * them too). The promises are the specification's: a 30-minute video interview, a reference and
 * background check and a decision within 5-7 business days for coaches; an answer within 1-2
 * business days for contact messages and registrations.
 */
const englishFormMessages: FormsMessages = {
  coach_application: {
    heading: 'Your AI Coach application is in',
    nextSteps: [
      'Our team reviews your application.',
      'If your application moves forward, we invite you to a 30-minute video interview.',
      'We then check your references and run a background check.',
      'You hear our decision within 5-7 business days.',
    ],
    toastTitle: 'Application Submitted!',
    toastText:
      "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
    ...emailWords,
  },
  contact_submission: {
    heading: 'Your message is on its way to our team',
    nextSteps: [
      'Your message goes to the person on our team who handles your subject.',
      "We'll get back to you within 1-2 business days.",
    ],
    toastTitle: 'Message Sent!',
    toastText: "We'll get back to you within 1-2 business days.",
    ...emailWords,
  },
  alliance_registration: {
    heading: 'Your alliance registration is in',
    nextSteps: [
      'Our partnerships team reviews your registration and the areas of interest you chose.',
      'We write to you to welcome your organization and suggest a first step: a training, a contest, an event or a sponsorship.',
    ],
    toastTitle: 'Registration Received!',
    toastText: "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
    ...emailWords,
  },
}

/** The translation of `english` whose words are `translated`, address by address. */
function translationFrom(english: FormsMessages, translated: FormsMessages): TranslatedTexts {
  const englishAt = new Map(textsOf(english).map(({ address, text }) => [address, text]))
  return Object.fromEntries(
    textsOf(translated).flatMap(({ address, text }) => {
      const source = englishAt.get(address)
      return source === undefined ? [] : [[address, { text, of: fingerprint(source) }]]
    }),
  )
}

export const defaultSiteMessages: SiteMessages = {
  ...englishFormMessages,
  translations: {
    es: { publish: true, texts: translationFrom(englishFormMessages, spanishFormMessages) },
  },
}

/** The forms' messages without their translations. */
export function englishMessages(messages: SiteMessages): FormsMessages {
  const { translations: _translations, ...english } = messages
  return english
}

/**
 * The forms' messages in `language`, as a page or an e-mail shows them. In Spanish each text reads
 * its published Spanish (when the team publishes the messages in Spanish), else today's Spanish (a
 * version published before the messages had Spanish), but only a Spanish written from the English
 * as it reads now: a promise changed in English ("within 10 business days") is shown in English
 * until its Spanish is written again, never as the older promise.
 */
export function messagesIn(messages: SiteMessages, language: Language): FormsMessages {
  const english = englishMessages(messages)
  if (language === 'en') return english
  const current = new Map(textsOf(english).map(({ address, text }) => [address, text]))
  // Written from today's English and keeping its placeholders (the e-mail fills {link}).
  const writtenFromNow = (texts: TranslatedTexts | undefined) =>
    Object.entries(texts ?? {}).filter(([address, { text, of }]) => {
      const source = current.get(address)
      return (
        source !== undefined &&
        fingerprint(source) === of &&
        placeholdersOf(source).join() === placeholdersOf(text).join()
      )
    })
  const published = messages.translations?.[language]
  const written: TranslatedTexts = Object.fromEntries([
    ...writtenFromNow(defaultSiteMessages.translations?.[language]?.texts),
    ...writtenFromNow(published?.publish ? published.texts : undefined),
  ])
  return localize(english, wordsOf(written))
}
