/**
 * Selecting e-mails in the throwaway stack's inbox by their kind: every e-mail the project sends
 * names it in the X-Email-Kind header (supabase/functions/_shared/email-kind.ts), so a test finds
 * "the acknowledgement to this address" without matching any phrase of its wording, which the
 * e-mail snapshots (supabase/functions/_shared/email-snapshots/) check on their own.
 */
import type { EmailKind } from '../../supabase/functions/_shared/email-kind'

export type { EmailKind }

export interface InboxMessage {
  subject: string
  html: string | null
  text: string
  to: string[]
  replyTo: string | null
  /** Text headers, names lower-cased (stack/mail/message-store.ts). */
  headers: Record<string, string>
}

/** The kind an e-mail names in its X-Email-Kind header. */
export function kindOf(message: Pick<InboxMessage, 'headers'>): string | undefined {
  return message.headers?.['x-email-kind']
}

/** The e-mails in the inbox, newest first: all, or those to `address`; of `kind` when given. */
export async function inboxMessages(
  inboxUrl: string,
  filter: { to?: string; kind?: EmailKind } = {},
): Promise<InboxMessage[]> {
  const query = filter.to ? `?to=${encodeURIComponent(filter.to)}` : ''
  const response = await fetch(`${inboxUrl}/api/messages${query}`)
  const list = (await response.json()) as InboxMessage[]
  return filter.kind ? list.filter((message) => kindOf(message) === filter.kind) : list
}
