import { updateCopy } from './email-copy/update.ts'
import { updateConfirmationCopy as copy } from './email-copy/update-confirmation.ts'
import { personFooter, renderLayout, type RenderedEmail, SITE_NAME } from './email-layout.ts'
import {
  CONFIRMATION_HOURS,
  UPDATE_LINK_PATHS,
  type UpdateTopic,
  updateTopicNames,
  updateTopics,
} from './schemas/update-subscription.ts'

/** "training, events and news": the topics in the list's order. */
export function topicList(topics: readonly string[]): string {
  const names = updateTopics
    .filter((topic) => topics.includes(topic))
    .map((topic: UpdateTopic) => updateTopicNames[topic])
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** A page of the site with the link's token. */
export function updateLink(siteUrl: string, page: keyof typeof UPDATE_LINK_PATHS, token: string) {
  return `${siteUrl}${UPDATE_LINK_PATHS[page]}?token=${encodeURIComponent(token)}`
}

/**
 * The confirmation of a sign-up (double opt-in): the link to follow, how long it works, and what
 * happens if nobody follows it. No tracking: the link is the page's own address, nothing else.
 */
export function renderUpdateConfirmation(
  input: { topics: readonly string[]; confirmToken: string },
  // The site's address only (acknowledgement.ts's SiteSettings has it), so Node's tests may
  // import this module without the mail transport.
  settings: { siteUrl: string },
): RenderedEmail {
  return renderLayout({
    kind: 'update-confirmation',
    subject: copy.subject(SITE_NAME),
    blocks: [
      { type: 'paragraph', text: copy.greeting },
      { type: 'paragraph', text: copy.asked(topicList(input.topics)) },
      {
        type: 'action',
        label: copy.action,
        href: updateLink(settings.siteUrl, 'confirm', input.confirmToken),
      },
      { type: 'paragraph', text: copy.expiry(CONFIRMATION_HOURS) },
      { type: 'paragraph', text: copy.ignore },
    ],
    footer: personFooter(settings.siteUrl, copy.why),
  })
}

/** An update as the desk wrote it (public.update_sends). */
export interface UpdateWords {
  subject: string
  /** Paragraphs separated by a blank line, as typed. */
  text: string
  topics: readonly string[]
  /** 'written', 'news:<slug>' or 'event:<slug>'. */
  source: string
}

/** "Read it on our website" for a news item or an event: the site's own page, nothing added. */
function sourceLink(siteUrl: string, source: string) {
  const [kind, slug] = source.split(':')
  if (kind === 'news' && slug) {
    return { label: updateCopy.readMore.news, href: `${siteUrl}/news/archive#${slug}` }
  }
  if (kind === 'event' && slug) {
    return { label: updateCopy.readMore.event, href: `${siteUrl}/events#${slug}` }
  }
  return undefined
}

/**
 * An update to one subscriber (`manageToken`: their preferences link), or its test to the sender
 * (`manageToken` null: the test says so and its preferences link names no subscription). The
 * desk's preview renders this same function, so what the editor reads is what is sent. No
 * tracking: every link is the site's own address, with no pixel and no redirect.
 */
export function renderUpdate(
  words: UpdateWords,
  manageToken: string | null,
  settings: { siteUrl: string },
): RenderedEmail {
  const read = sourceLink(settings.siteUrl, words.source)
  const manageHref =
    manageToken === null
      ? `${settings.siteUrl}${UPDATE_LINK_PATHS.preferences}`
      : updateLink(settings.siteUrl, 'preferences', manageToken)
  return renderLayout({
    kind: 'update',
    subject: manageToken === null ? updateCopy.testSubject(words.subject) : words.subject,
    blocks: [
      ...(manageToken === null
        ? [{ type: 'paragraph' as const, text: updateCopy.testNotice }]
        : []),
      { type: 'letter', text: words.text },
      ...(read ? [{ type: 'action' as const, ...read }] : []),
    ],
    footer: [
      ...personFooter(settings.siteUrl, updateCopy.why(topicList(words.topics))),
      // The address itself, so the text part carries it too.
      [`${updateCopy.manage}: `, { text: manageHref, href: manageHref }],
      updateCopy.noTracking,
    ],
  })
}

/**
 * The headers every update carries (RFC 2369 List-Unsubscribe, RFC 8058 one-click; the bulk-sender
 * rules of Gmail and Yahoo since February 2024, which Resend documents): an https URL of the
 * unsubscribe-updates function, which a POST with `List-Unsubscribe=One-Click` unsubscribes at
 * once and a GET sends on to the preferences page. `functionsUrl` is the project's
 * `<SUPABASE_URL>/functions/v1`.
 */
export function updateMailHeaders(
  functionsUrl: string,
  manageToken: string,
): Record<string, string> {
  const url = `${functionsUrl.replace(/\/+$/, '')}/unsubscribe-updates?token=${encodeURIComponent(manageToken)}`
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
