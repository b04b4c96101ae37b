import type { EnvReader } from './mail.ts'
import type { RecordKind, StoredRow } from './notification-kinds.ts'
import { serviceAccess } from './service-access.ts'
import { serviceRpc } from './service-rpc.ts'

/**
 * The kinds of e-mail the one outbox holds (notification_deliveries.kind, migration
 * 20251101030000_outbox.sql): the reviewers' notification, the acknowledgement to the address
 * on the record, a reviewer's reply from the desk, and the reviewers' notice of an answer a person
 * sent back (migration 20251101030200_inbound_mail.sql), and the confirmation that a person's
 * data is being deleted (20251101050000_personal_data.sql), and an auth e-mail the Send Email hook
 * queued (send-auth-email; migration 20251101030400_auth_emails.sql).
 */
export type DeliveryKind =
  | 'notification'
  | 'acknowledgement'
  | 'reply'
  | 'inbound_notice'
  | 'deletion_confirmation'
  | 'auth_email'
  /** A sign-up's double opt-in (migration 20251101030500_update_subscriptions.sql). */
  | 'update_confirmation'
  /**
   * An update sent from the desk to one subscriber, and its test to the sender herself
   * (migration 20251101030600_update_sends.sql).
   */
  | 'update'
  | 'update_test'

/** What a reply delivery carries beyond its record (desk_replies). */
export interface ReplyContent {
  id: string
  /** The record's own address, copied by send_desk_reply. */
  recipient: string
  reference: string | null
  body: string
}

/** One answer a person e-mailed back, as a notice shows it. */
export interface AnswerContent {
  id?: string
  from_address?: string
  subject?: string
  display_text?: string
  received_at?: string
}

/** What a delivery carries beyond its record (private.delivery_content), by kind. */
export interface DeliveryContent extends Partial<ReplyContent> {
  /** The token of the record's reply address, for every e-mail to the person. */
  reply_token?: string
  /** An answer's sender, subject and trimmed text (inbound_notice: the answer that opened it). */
  from_address?: string
  subject?: string
  display_text?: string
  /**
   * Every answer an inbound_notice carries, oldest first (at most 20), and how many it carries: a
   * digest carries the answers collected after the record's first notice within the hour
   * (migration 20251101030200_inbound_mail.sql).
   */
  answers?: AnswerContent[]
  answer_count?: number
  /** The references of the records a deletion confirmation is about. */
  references?: string[]
  /** An auth e-mail as the Send Email hook rendered it (subject above, html and text here). */
  html?: string
  text?: string
  /**
   * An auth e-mail's email_action_type (its kind, email-kind.ts) and when it was queued (the
   * access-removed e-mail names that moment), as private.delivery_content gives them.
   */
  email_action_type?: string
  created_at?: string
  /**
   * A combined acknowledgement: the same person's earlier references of the same form within the
   * hour (migration 20251101030100_person_mail_limits.sql).
   */
  earlier_references?: string[]
  /** An update confirmation: the topics signed up for and the signed confirmation link's token. */
  topics?: string[]
  confirm_token?: string
  /**
   * An update (or its test): its words (subject above, text above), where they came from, and the
   * subscriber's signed preferences link (none in a test).
   */
  source?: string
  manage_token?: string
}

/** The records of e-mails that are not about a submission. */
export type OutboxOnlyRecordKind = 'auth_user' | 'update_subscription' | 'update_send'

/** One delivery as the senders see it: which e-mail of which record, in which generation. */
export interface DeliveryRef {
  deliveryId: string
  /**
   * 'auth_user' for an auth e-mail (its record is the user), 'update_subscription' for an update
   * confirmation (its record is the subscription), 'update_send' for an update and its test.
   */
  recordKind: RecordKind | OutboxOnlyRecordKind
  recordId: string
  deliveryKind: DeliveryKind
  /** The kind's own row (the reply's id); null for a record's notification and acknowledgement. */
  itemId: string | null
  /** How many times an admin asked to send it again (part of its identity). */
  resendGeneration: number
}

/** A claimed delivery, with the stored record (null if it was deleted) and its kind's content. */
export interface DueDelivery extends DeliveryRef {
  attempts: number
  record: StoredRow | null
  recipient: string | null
  content: DeliveryContent | null
}

/** What the fast path's claim found (public.claim_notification_for_submission). */
export type ClaimOutcome =
  ({ outcome: 'claimed' } & DueDelivery) | { outcome: 'already_handled' } | { outcome: 'not_found' }

/**
 * The outbox in the database as the functions use it: one claim (by payload for the fast path,
 * by record for its acknowledgement, by due time for the worker), one mark-sent, one mark-failed.
 * Every method is a service-role RPC; anon and authenticated cannot call them.
 */
export interface Outbox {
  /** Claims the stored, never-attempted notification whose record equals `row` (fast path). */
  claimForSubmission(kind: RecordKind, row: StoredRow): Promise<ClaimOutcome>
  /** Claims the never-attempted acknowledgement of a record (fast path, after its notification). */
  claimAcknowledgement(kind: RecordKind, recordId: string): Promise<DueDelivery | null>
  /** Claims up to `limit` due deliveries of every kind (worker). */
  claimDue(limit: number): Promise<DueDelivery[]>
  /** Marks a claimed delivery sent; false when this sender no longer held it. */
  markSent(deliveryId: string): Promise<boolean>
  /** Records a failed attempt; retried later with back-off, or failed at once when `permanent`. */
  markFailed(deliveryId: string, error: string, permanent?: boolean): Promise<void>
  /** The routed recipients of a record's notification; empty when no route matches. */
  routedRecipients(kind: RecordKind, recordId: string): Promise<string[]>
  /**
   * The forms' published promises (schemas/site-messages.ts), null before any are published: the
   * acknowledgement's "What happens next" says what the confirmation page said.
   */
  publishedMessages?(): Promise<unknown>
}

/** A delivery as the outbox's RPCs answer it. */
export interface DeliveryRow {
  id?: string
  delivery_id?: string
  record_kind: RecordKind | OutboxOnlyRecordKind
  record_id: string
  attempts: number
  record?: StoredRow | null
  resend_generation?: number
  kind?: DeliveryKind
  item_id?: string | null
  recipient?: string | null
  content?: DeliveryContent | null
}

export function toDue(row: DeliveryRow, fallbackKind: DeliveryKind): DueDelivery {
  return {
    deliveryId: row.id ?? row.delivery_id ?? '',
    recordKind: row.record_kind,
    recordId: row.record_id,
    deliveryKind: row.kind ?? fallbackKind,
    itemId: row.item_id ?? null,
    resendGeneration: row.resend_generation ?? 0,
    attempts: row.attempts ?? 1,
    record: row.record ?? null,
    recipient: row.recipient ?? null,
    content: row.content ?? null,
  }
}

/** The outbox through PostgREST (`/rest/v1/rpc/...`) with the service-role key. */
export function restOutbox(supabaseUrl: string, serviceRoleKey: string): Outbox {
  const rpc = serviceRpc(supabaseUrl, serviceRoleKey)
  return {
    async claimForSubmission(kind, row) {
      const result = await rpc<
        ({ outcome: string } & Partial<Omit<DeliveryRow, 'record_kind'>>) | null
      >('claim_notification_for_submission', { p_record_kind: kind, p_row: row })
      if (result?.outcome === 'claimed' && result.record_id) {
        return {
          outcome: 'claimed',
          ...toDue(
            {
              ...result,
              record_kind: kind,
              record_id: result.record_id,
              attempts: result.attempts ?? 1,
            },
            'notification',
          ),
        }
      }
      return { outcome: result?.outcome === 'already_handled' ? 'already_handled' : 'not_found' }
    },
    async claimAcknowledgement(kind, recordId) {
      const result = await rpc<Partial<DeliveryRow> | null>('claim_acknowledgement', {
        p_record_kind: kind,
        p_record_id: recordId,
      })
      if (!result) return null
      return toDue(
        { ...result, record_kind: kind, record_id: recordId, attempts: result.attempts ?? 1 },
        'acknowledgement',
      )
    },
    async claimDue(limit) {
      const rows = await rpc<DeliveryRow[] | null>('claim_due_notifications', { p_limit: limit })
      return (rows ?? []).map((row) => toDue(row, 'notification'))
    },
    async markSent(deliveryId) {
      return (await rpc<boolean>('record_delivery_sent', { p_delivery_id: deliveryId })) === true
    },
    async markFailed(deliveryId, error, permanent = false) {
      await rpc('record_delivery_failure', {
        p_delivery_id: deliveryId,
        p_error: error,
        p_permanent: permanent,
      })
    },
    async routedRecipients(kind, recordId) {
      const routed = await rpc<string[] | null>('notification_recipients', {
        p_record_kind: kind,
        p_record_id: recordId,
      })
      return Array.isArray(routed) ? routed : []
    },
    async publishedMessages() {
      return await rpc<unknown>('published_site_messages', {})
    },
  }
}

/** The outbox of this project: the platform gives every function SUPABASE_URL and the key. */
export function outboxFromEnv(env: EnvReader): Outbox | undefined {
  // The secret key, or the legacy service_role key only where it is all there is.
  const access = serviceAccess(env)
  return access ? restOutbox(access.url, access.key) : undefined
}

/**
 * The e-mail identity of a delivery: the same Message-ID and Idempotency-Key on every attempt of
 * it, so a send repeated after a crash between "accepted" and "marked sent" is dropped by the mail
 * service (Resend keeps a key 24 hours; the local inbox drops a repeated Message-ID). The identity
 * names the kind and either the kind's own row (a reply) or the record and its resend generation,
 * so an admin's "Send again" is a new e-mail. resendTransport appends a digest of the payload to
 * the key, so a retry whose recipients changed is not answered 409.
 */
export function deliveryIdentity(delivery: Omit<DeliveryRef, 'deliveryId'>, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'idaho-ai-alliance.local'
  if (delivery.itemId) {
    // An update's item is the subscription (or a test's sender), the same in every send: the send
    // itself, its record, is part of the identity, so the next update is a new e-mail.
    const item =
      delivery.recordKind === 'update_send'
        ? [delivery.recordId, delivery.itemId]
        : [delivery.itemId]
    return {
      messageId: `<${delivery.deliveryKind}.${item.join('.')}@${domain}>`,
      idempotencyKey: `${delivery.deliveryKind}/${item.join('/')}`,
    }
  }
  const { deliveryKind, recordKind, recordId, resendGeneration } = delivery
  const generation = resendGeneration > 0 ? `.${resendGeneration}` : ''
  return {
    messageId: `<${deliveryKind}.${recordKind}.${recordId}${generation}@${domain}>`,
    idempotencyKey: `${deliveryKind}/${recordKind}/${recordId}/${resendGeneration}`,
  }
}

/** Retries a bookkeeping call a few times: after a sent e-mail, losing "sent" means a resend. */
export async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await run()
    } catch (error) {
      lastError = error
      await new Promise((done) => setTimeout(done, 200 * (attempt + 1)))
    }
  }
  throw lastError
}
