import { z } from 'zod'
import { bareAddress } from '../_shared/inbound-text.ts'
import type { ServiceRpc } from '../_shared/service-rpc.ts'

/**
 * Resend's delivery events this project acts on, posted to the same webhook as an inbound e-mail
 * and signed the same way: `email.bounced` (https://resend.com/docs/webhooks/emails/bounced:
 * the recipient's server rejected it; `bounce.type` 'Permanent' for a mailbox that does not
 * exist) and `email.complained` (https://resend.com/docs/webhooks/emails/complained: the person
 * reported it as spam).
 */
export const MAIL_EVENT_TYPES = ['email.bounced', 'email.complained'] as const
export type MailEventType = (typeof MAIL_EVENT_TYPES)[number]

export const isMailEvent = (type: string): type is MailEventType =>
  (MAIL_EVENT_TYPES as readonly string[]).includes(type)

const mailEventData = z
  .object({
    to: z.union([z.array(z.string().max(1000)).max(50), z.string().max(1000)]),
    bounce: z
      .object({ type: z.string().max(100).optional(), message: z.string().max(5000).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough()

/** What public.record_mail_event did: suppressed the address, nothing (a soft bounce), or seen. */
export type MailEventOutcome = 'suppressed' | 'soft_bounce' | 'duplicate' | 'ignored'

export interface MailEvent {
  /** The webhook's own id (svix-id): the same event delivered twice is recorded once. */
  id: string
  type: MailEventType
  address: string
  bounceType: string | null
  message: string | null
}

/**
 * The event as the database records it, or why it is not one: an e-mail to several addresses
 * (the reviewers' notifications) names no single address to suppress, so it is left alone.
 */
export function mailEventOf(
  id: string,
  type: MailEventType,
  data: unknown,
): MailEvent | { skipped: string } {
  const parsed = mailEventData.safeParse(data)
  if (!parsed.success) return { skipped: 'not an e-mail event' }
  const to = Array.isArray(parsed.data.to) ? parsed.data.to : [parsed.data.to]
  if (to.length !== 1) return { skipped: 'an e-mail to several addresses' }
  return {
    id,
    type,
    address: bareAddress(to[0]!).toLowerCase(),
    bounceType: parsed.data.bounce?.type ?? null,
    message: parsed.data.bounce?.message ?? null,
  }
}

/** Records an event through the service-role RPC (public.record_mail_event). */
export function rpcMailEvents(rpc: ServiceRpc) {
  return async (event: MailEvent): Promise<MailEventOutcome> => {
    const result = await rpc<{ outcome: MailEventOutcome } | null>('record_mail_event', {
      p_event: {
        id: event.id,
        type: event.type,
        address: event.address,
        bounce_type: event.bounceType,
        message: event.message,
      },
    })
    return result?.outcome ?? 'ignored'
  }
}
