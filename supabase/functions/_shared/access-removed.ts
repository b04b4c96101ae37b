import { accessRemovedCopy as copy } from './email-copy/access-removed.ts'
import { renderLayout, type RenderedEmail } from './email-layout.ts'

/**
 * The desk's time with its zone, as src/lib/desk-time.ts shows it: "Nov 27, 2026, 9:14 AM MST".
 * The desk works in Idaho's southern zone (America/Boise).
 */
export function deskTime(at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Boise',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/\u202f/g, ' ')
}

/**
 * The e-mail that a member's access ended, so they are not left wondering:
 * public.admin_remove_reviewer queues it as an auth e-mail (action type access_removed) and the
 * outbox's sender renders it here, from the address it went to and the moment it was queued.
 */
export function renderAccessRemoved(email: string, removedAt: Date): RenderedEmail {
  return renderLayout({
    kind: 'access-removed',
    subject: copy.subject,
    blocks: [
      { type: 'paragraph', text: copy.greeting },
      { type: 'paragraph', text: copy.removed(email, deskTime(removedAt)) },
      { type: 'paragraph', text: copy.consequences },
      { type: 'paragraph', text: copy.mistake },
      { type: 'paragraph', text: copy.signature },
    ],
  })
}
