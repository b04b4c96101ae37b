import { z } from 'zod'
import { regionOptions, regions } from './coach-application.ts'
import { email, hasVisibleText, honeypot, optionalText, type Option } from './fields.ts'

/*
 * Updates by e-mail, described once: the topics, the sign-up's fields and messages, the words a
 * person is shown when they give, change or withdraw consent (kept with the consent record:
 * public.update_consent_events.shown), and how long a confirmation link works. The pages, the
 * e-mails and the database (migration 20251101030500_update_subscriptions.sql, which repeats the
 * topics and regions as CHECK constraints) follow from it. Relative `.ts` imports: Deno reads it too.
 */

export const updateTopics = ['training', 'contests', 'events', 'news'] as const
export type UpdateTopic = (typeof updateTopics)[number]

export const updateTopicOptions = [
  { value: 'training', label: 'Training: new AI workshops and courses' },
  { value: 'contests', label: 'Contests: new competitions and their results' },
  { value: 'events', label: 'Events: dates and places near you' },
  { value: 'news', label: 'News: what the Alliance is doing' },
] as const satisfies readonly Option<UpdateTopic>[]

/** The topic's short name, as an e-mail or the preferences page lists it. */
export const updateTopicNames: Record<UpdateTopic, string> = {
  training: 'training',
  contests: 'contests',
  events: 'events',
  news: 'news',
}

export { regionOptions as updateRegionOptions }

/** How long a confirmation link works (private.update_confirmation_lifetime says the same). */
export const CONFIRMATION_HOURS = 48

export const NAME_MAX = 100

/** Where a sign-up was made (update_consent_events.source). */
export type SignUpSource = 'updates-page' | 'news-page' | 'contact-form' | 'alliance-registration'

/** The words shown, as they are recorded with the consent they asked for. */
export const updateConsentWords = {
  /** Above the sign-up's button (/updates, /news). */
  signUp:
    'We will e-mail you about the topics you tick, about twice a month at most. Nothing is sent ' +
    `until you follow the link in the e-mail we send now (it works for ${CONFIRMATION_HOURS} hours). ` +
    'Every update has a link to change your topics, pause or unsubscribe.',
  /** The unticked box on the contact form and the alliance registration. */
  tickBox:
    'Also send me the Alliance’s news and event updates by e-mail, about twice a month at most. ' +
    'I will get a link to confirm first, and every update has a link to unsubscribe.',
  /** The topics a tick box signs up for. */
  tickBoxTopics: ['news', 'events'] as UpdateTopic[],
  confirmButton: 'Confirm my subscription',
  saveButton: 'Save my choices',
  unsubscribeButton: 'Unsubscribe from everything',
  /** What a mailbox provider's one-click request is recorded as (RFC 8058's body). */
  oneClick: 'List-Unsubscribe=One-Click',
}

const TOPICS_REQUIRED = 'Choose at least one topic you would like to hear about'

export const topicsSchema = z
  .array(z.enum(updateTopics), { error: TOPICS_REQUIRED })
  .min(1, TOPICS_REQUIRED)

/** The sign-up's answers: e-mail and topics, and optionally a name and a region. */
export const updateSignUpSchema = z.object({
  email,
  topics: topicsSchema,
  name: optionalText(NAME_MAX, `Please keep your name under ${NAME_MAX} characters`).transform(
    (answer) => (hasVisibleText(answer) ? answer : ''),
  ),
  region: z.union([z.enum(regions), z.literal('')], {
    error: 'Choose one of the regions, or leave it empty',
  }),
  website: honeypot,
})

export type UpdateSignUpInput = z.input<typeof updateSignUpSchema>
export type UpdateSignUpValues = z.output<typeof updateSignUpSchema>

/** The preferences page's answers. */
export const updatePreferencesSchema = z.object({
  topics: topicsSchema,
  paused: z.boolean(),
})

/** What subscribe_to_updates takes. */
export function toSignUpPayload(
  values: UpdateSignUpValues,
  source: SignUpSource,
  shown: string = updateConsentWords.signUp,
) {
  return {
    email: values.email,
    topics: values.topics,
    name: values.name || null,
    region: values.region || null,
    source,
    shown,
  }
}

/** The site's pages an e-mailed link opens (src/config/paths.ts names the same). */
export const UPDATE_LINK_PATHS = {
  confirm: '/updates/confirm',
  preferences: '/updates/preferences',
} as const
