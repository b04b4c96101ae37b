import type { SiteSettings } from './acknowledgement.ts'
import { deletionConfirmationCopy as copy } from './email-copy/deletion-confirmation.ts'
import { personFooter, renderLayout, type RenderedEmail, SITE_NAME } from './email-layout.ts'

/**
 * The confirmation sent before a person's data is deleted, as a record they can keep: it names the
 * references of the records (our own values, never text the person typed) and what happens next.
 * The records are deleted once the mail service has accepted it.
 */
export function renderDeletionConfirmation(
  references: string[],
  settings: SiteSettings,
): RenderedEmail {
  return renderLayout({
    kind: 'deletion-confirmation',
    subject: copy.subject(SITE_NAME),
    blocks: [
      { type: 'paragraph', text: copy.greeting },
      { type: 'paragraph', text: copy.deleting(references) },
      { type: 'paragraph', text: copy.when },
      {
        type: 'paragraph',
        text: [copy.questions, { text: settings.replyTo, href: `mailto:${settings.replyTo}` }, '.'],
      },
    ],
    footer: personFooter(settings.siteUrl),
  })
}
