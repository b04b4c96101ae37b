import type { DeskTab } from '../types'
import type { ReplyRecipient } from './reply-composer'

/**
 * Who a reply addresses, from a desk row. The reference column comes with the intake's
 * acknowledgement work; until a record has one, the reply goes without it.
 */
export function replyRecipientOf(row: {
  first_name: string
  email: string
  reference?: string | null
}): ReplyRecipient {
  return {
    firstName: row.first_name,
    email: row.email,
    reference: typeof row.reference === 'string' && row.reference !== '' ? row.reference : null,
  }
}

/** A contact is answered by a reply; applications and registrations keep their status. */
export function defaultReplyStatus(kind: DeskTab): string | null {
  return kind === 'contacts' ? 'responded' : null
}
