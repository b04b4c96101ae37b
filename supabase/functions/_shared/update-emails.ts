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
