import { personReplyTo, renderAcknowledgement, type SiteSettings } from './acknowledgement.ts'
import { renderAccessRemoved } from './access-removed.ts'
import { renderAnswerNotice } from './answer-notice.ts'
import { renderDeletionConfirmation } from './deletion-confirmation.ts'
import { authEmailKind } from './email-kind.ts'
import { type MailTransport, permanentRefusalCode } from './mail.ts'
import { notificationKinds, recordLink } from './notification-kinds.ts'
import {
  type DeliveryRef,
  deliveryIdentity,
  type DueDelivery,
  type Outbox,
  withRetries,
} from './outbox.ts'
import type { RenderedEmail } from './render.ts'
import { renderReplyEmail } from './reply-email.ts'
import { routedOrFallback } from './routing.ts'
import { renderUpdate, renderUpdateConfirmation, updateMailHeaders } from './update-emails.ts'
import { messagesOf } from './schemas/site-messages.ts'

/** What every sender of the outbox shares: where mail goes out, the outbox, the settings. */
export interface DeliveryContext {
  transport: MailTransport
  outbox: Outbox
  from: string
  settings: SiteSettings
  /** NOTIFY_TO: the reviewers, when no route names others. */
  notifyTo: string[]
  /**
   * `<SUPABASE_URL>/functions/v1`: where an update's one-click unsubscribe goes
   * (List-Unsubscribe). Without it no update is sent: the header is required of bulk mail.
   */
  functionsUrl?: string
  log: (message: string) => void
}

/**
 * An e-mail ready for the transport. Its kind is unknown only for an auth e-mail whose content
 * names no action type (private.delivery_content names one whenever the auth e-mail's row
 * exists): it goes without one.
 */
export type OutgoingEmail = Omit<RenderedEmail, 'kind'> & { kind?: RenderedEmail['kind'] }

/** One e-mail ready to send, or why it cannot be (permanent: retrying cannot fix it). */
export type Composed =
  | {
      ok: true
      email: OutgoingEmail
      to: string[]
      replyTo?: string
      /** Further headers (an update's List-Unsubscribe). */
      headers?: Record<string, string>
    }
  | { ok: false; error: string; permanent: boolean }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

function label(delivery: DeliveryRef): string {
  const what = delivery.deliveryKind === 'notification' ? '' : ` (${delivery.deliveryKind})`
  return `${delivery.recordKind} ${delivery.recordId}${what}`
}

/**
 * An auth e-mail was rendered by the Send Email hook (send-auth-email) when it was queued; the
 * e-mail that a member's access ended is rendered here, from when it was queued (access-removed.ts).
 */
function composeAuthEmail(item: DueDelivery): Composed {
  const content = item.content
  const kind = authEmailKind(content?.email_action_type)
  if (kind === 'access-removed' && content?.recipient && content.created_at) {
    return {
      ok: true,
      email: renderAccessRemoved(content.recipient, new Date(content.created_at)),
      to: [content.recipient],
    }
  }
  if (!content?.recipient || !content.subject || !content.html || !content.text) {
    return { ok: false, error: 'The account no longer exists', permanent: true }
  }
  return {
    ok: true,
    email: { kind, subject: content.subject, html: content.html, text: content.text },
    to: [content.recipient],
  }
}

/**
 * An update to one subscriber, with its one-click unsubscribe, or its test to the sender. A
 * subscriber who unsubscribed or paused after the send started has no recipient: not sent, for good.
 */
function composeUpdate(item: DueDelivery, context: DeliveryContext): Composed {
  const content = item.content
  if (!content?.subject || typeof content.text !== 'string') {
    return { ok: false, error: 'The update no longer exists', permanent: true }
  }
  if (!content.recipient) {
    return {
      ok: false,
      error: 'The person unsubscribed or paused their updates before it was sent',
      permanent: true,
    }
  }
  const words = {
    subject: content.subject,
    text: content.text,
    topics: content.topics ?? [],
    source: content.source ?? 'written',
  }
  if (item.deliveryKind === 'update_test') {
    return {
      ok: true,
      email: renderUpdate(words, null, context.settings),
      to: [content.recipient],
      replyTo: context.settings.replyTo,
    }
  }
  if (!content.manage_token || !context.functionsUrl) {
    return {
      ok: false,
      error: 'No unsubscribe link could be made (SUPABASE_URL is not set)',
      permanent: false,
    }
  }
  return {
    ok: true,
    email: renderUpdate(words, content.manage_token, context.settings),
    to: [content.recipient],
    replyTo: context.settings.replyTo,
    headers: updateMailHeaders(context.functionsUrl, content.manage_token),
  }
}

/**
 * Renders one claimed delivery from what the database holds, by kind. Nothing a request named is
 * used: the notification goes to the routed reviewers, the acknowledgement and the reply to the
 * address stored on the record.
 */
export async function compose(item: DueDelivery, context: DeliveryContext): Promise<Composed> {
  if (item.deliveryKind === 'deletion_confirmation') {
    const to = item.content?.recipient
    if (!to) return { ok: false, error: 'The deletion was withdrawn', permanent: true }
    return {
      ok: true,
      email: renderDeletionConfirmation(item.content?.references ?? [], context.settings),
      to: [to],
      // The records are gone once it is sent: an answer goes to the general address.
      replyTo: context.settings.replyTo,
    }
  }
  if (item.deliveryKind === 'auth_email') return composeAuthEmail(item)
  if (item.deliveryKind === 'update_confirmation') {
    const content = item.content
    if (!content?.recipient || !content.confirm_token) {
      return { ok: false, error: 'The sign-up was forgotten', permanent: true }
    }
    return {
      ok: true,
      email: renderUpdateConfirmation(
        { topics: content.topics ?? [], confirmToken: content.confirm_token },
        context.settings,
      ),
      to: [content.recipient],
      replyTo: context.settings.replyTo,
    }
  }
  if (item.deliveryKind === 'update' || item.deliveryKind === 'update_test') {
    return composeUpdate(item, context)
  }
  const recordKind = item.recordKind
  if (
    recordKind === 'auth_user' ||
    recordKind === 'update_subscription' ||
    recordKind === 'update_send'
  ) {
    return { ok: false, error: `Unknown delivery kind ${item.deliveryKind}`, permanent: true }
  }
  const kind = notificationKinds[recordKind]
  if (!kind || !item.record) {
    const what = item.deliveryKind === 'reply' ? 'record' : 'submission'
    return { ok: false, error: `The ${what} no longer exists`, permanent: true }
  }
  switch (item.deliveryKind) {
    case 'notification': {
      const routed = await routedOrFallback(
        context.outbox,
        recordKind,
        item.recordId,
        context.notifyTo,
      )
      if (!routed.ok) return { ok: false, error: routed.error, permanent: false }
      const payload = kind.fromRow(item.record)
      return {
        ok: true,
        email: kind.render(payload, recordLink(context.settings.siteUrl, recordKind, item.record)),
        to: routed.recipients,
        replyTo: kind.replyTo(payload),
      }
    }
    case 'acknowledgement': {
      let published: unknown
      try {
        published = await context.outbox.publishedMessages?.()
      } catch (error) {
        // Never today's default words in place of what the page promised: try again later.
        return {
          ok: false,
          error: `The published messages could not be read: ${errorText(error)}`,
          permanent: false,
        }
      }
      try {
        const acknowledgement = renderAcknowledgement(
          recordKind,
          item.record,
          context.settings,
          item.content?.earlier_references ?? [],
          messagesOf(published),
        )
        return {
          ok: true,
          email: acknowledgement.email,
          to: [acknowledgement.to],
          replyTo: personReplyTo(context.settings, item.content?.reply_token),
        }
      } catch (error) {
        return { ok: false, error: errorText(error), permanent: true }
      }
    }
    case 'reply': {
      const content = item.content
      if (!content?.id || !content.recipient || typeof content.body !== 'string') {
        return { ok: false, error: 'The reply no longer exists', permanent: true }
      }
      const message = renderReplyEmail(
        {
          id: content.id,
          recipient: content.recipient,
          reference: content.reference ?? null,
          body: content.body,
          recordKind: recordKind,
          recordId: item.recordId,
        },
        context.from,
      )
      return {
        ok: true,
        email: message,
        to: message.to,
        replyTo: personReplyTo(context.settings, content.reply_token),
      }
    }
    case 'inbound_notice': {
      if (!item.content?.id && !item.content?.answers?.length) {
        return { ok: false, error: 'The answer no longer exists', permanent: true }
      }
      const routed = await routedOrFallback(
        context.outbox,
        recordKind,
        item.recordId,
        context.notifyTo,
      )
      if (!routed.ok) return { ok: false, error: routed.error, permanent: false }
      return {
        ok: true,
        email: renderAnswerNotice({
          kind: recordKind,
          record: item.record,
          answer: item.content,
          link: recordLink(context.settings.siteUrl, recordKind, item.record),
        }),
        to: routed.recipients,
      }
    }
    default:
      return { ok: false, error: `Unknown delivery kind ${item.deliveryKind}`, permanent: true }
  }
}

/**
 * Sends one claimed delivery and records the outcome in the outbox: 'sent', or a failed attempt
 * the worker retries with back-off. Every sender goes through here, so every attempt of a delivery
 * carries the same identity (Message-ID, Idempotency-Key).
 */
export async function sendClaimed(input: {
  delivery: DeliveryRef
  email: OutgoingEmail
  replyTo?: string
  headers?: Record<string, string>
  recipients: string[]
  transport: MailTransport
  outbox: Outbox
  from: string
  log: (message: string) => void
}): Promise<'sent' | 'failed'> {
  const { delivery, outbox } = input
  try {
    await input.transport.send({
      kind: input.email.kind,
      subject: input.email.subject,
      html: input.email.html,
      text: input.email.text,
      to: input.recipients,
      replyTo: input.replyTo,
      ...(input.headers ? { headers: input.headers } : {}),
      ...deliveryIdentity(delivery, input.from),
    })
  } catch (error) {
    // A permanent refusal (SMTP 5yz) fails the delivery at once, with the server's reason, which
    // mail health shows; anything else is retried with back-off for a day.
    const refused = permanentRefusalCode(error)
    const reason =
      refused === undefined
        ? `sending with ${input.transport.name} failed: ${errorText(error)}`
        : `the mail server refused it permanently (SMTP ${refused}), so it is not retried: ${errorText(error)}`
    input.log(`${label(delivery)}: ${reason}`)
    await withRetries(() =>
      outbox.markFailed(delivery.deliveryId, reason.slice(0, 1000), refused !== undefined),
    ).catch((markError) =>
      // The lease expires and the worker retries: the failure is late, never lost.
      input.log(`${label(delivery)}: recording the failure failed: ${errorText(markError)}`),
    )
    return 'failed'
  }
  await withRetries(() => outbox.markSent(delivery.deliveryId)).catch((markError) =>
    input.log(
      `${label(delivery)}: sent, but recording it failed (the worker tries again once its lease expires, with the same Message-ID and Idempotency-Key, which the mail service drops): ${errorText(markError)}`,
    ),
  )
  return 'sent'
}

/** Composes and sends one claimed delivery of any kind; an unsendable one is recorded as such. */
export async function deliver(
  item: DueDelivery,
  context: DeliveryContext,
): Promise<'sent' | 'failed'> {
  const composed = await compose(item, context)
  if (!composed.ok) {
    context.log(`${label(item)}: ${composed.error}`)
    await withRetries(() =>
      context.outbox.markFailed(item.deliveryId, composed.error, composed.permanent),
    ).catch((error) =>
      context.log(`${label(item)}: recording the failure failed: ${errorText(error)}`),
    )
    return 'failed'
  }
  return await sendClaimed({
    delivery: item,
    email: composed.email,
    replyTo: composed.replyTo,
    headers: composed.headers,
    recipients: composed.to,
    transport: context.transport,
    outbox: context.outbox,
    from: context.from,
    log: context.log,
  })
}
