import type { EnvReader } from './mail.ts'
import type { RecordKind, StoredRow } from './notification-kinds.ts'
import { serviceAccess } from './service-access.ts'

/**
 * The e-mails a stored record owes (notification_deliveries.kind): the reviewers' notification and
 * the acknowledgement to the address on the record.
 */
export type DeliveryKind = 'notification' | 'acknowledgement'

/** What the fast path's claim found (public.claim_notification_for_submission). */
export type ClaimOutcome =
  | {
      outcome: 'claimed'
      recordId: string
      attempts: number
      resendGeneration: number
      record: StoredRow | null
    }
  | { outcome: 'already_handled' }
  | { outcome: 'not_found' }

/** A due delivery the worker claimed, with the stored submission (null if it was deleted). */
export interface DueNotification {
  recordKind: RecordKind
  deliveryKind: DeliveryKind
  recordId: string
  attempts: number
  record: StoredRow | null
  /** How many times an admin asked to send it again (part of the Idempotency-Key). */
  resendGeneration: number
}

/**
 * The outbox in the database (supabase/migrations/*_notification_outbox.sql), as the functions use
 * it. Every method is a service-role RPC; anon and authenticated cannot call them.
 */
export interface Outbox {
  /** Claims the stored, never-attempted row that equals `row` (fast path). */
  claimForSubmission(kind: RecordKind, row: StoredRow): Promise<ClaimOutcome>
  /**
   * Claims the never-attempted acknowledgement of a record (fast path, after its notification);
   * answers the stored record, or null when there is nothing to claim (sent, skipped, or the
   * worker's).
   */
  claimAcknowledgement(kind: RecordKind, recordId: string): Promise<StoredRow | null>
  /** Claims up to `limit` due rows of either kind (worker). */
  claimDue(limit: number): Promise<DueNotification[]>
  /** Marks a claimed row sent; false when this sender no longer held it. */
  markSent(kind: RecordKind, recordId: string, deliveryKind?: DeliveryKind): Promise<boolean>
  /** Records a failed attempt; the row is retried later, or failed at once when `permanent`. */
  markFailed(
    kind: RecordKind,
    recordId: string,
    error: string,
    permanent?: boolean,
    deliveryKind?: DeliveryKind,
  ): Promise<void>
}

const RPC_TIMEOUT_MS = 10_000

/** The outbox through PostgREST (`/rest/v1/rpc/...`) with the service-role key. */
export function restOutbox(supabaseUrl: string, serviceRoleKey: string): Outbox {
  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) {
      // PostgREST's error body (code, message) names the problem and carries no key.
      throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`)
    }
    return (text === '' ? null : JSON.parse(text)) as T
  }

  return {
    async claimForSubmission(kind, row) {
      const result = await rpc<{
        outcome: string
        record_id?: string
        attempts?: number
        resend_generation?: number
        record?: StoredRow | null
      }>('claim_notification_for_submission', { p_record_kind: kind, p_row: row })
      if (result?.outcome === 'claimed' && result.record_id) {
        return {
          outcome: 'claimed',
          recordId: result.record_id,
          attempts: result.attempts ?? 1,
          resendGeneration: result.resend_generation ?? 0,
          record: result.record ?? null,
        }
      }
      return { outcome: result?.outcome === 'already_handled' ? 'already_handled' : 'not_found' }
    },
    async claimAcknowledgement(kind, recordId) {
      const result = await rpc<{ record?: StoredRow | null } | null>('claim_acknowledgement', {
        p_record_kind: kind,
        p_record_id: recordId,
      })
      return result?.record ?? null
    },
    async claimDue(limit) {
      const rows = await rpc<
        {
          record_kind: RecordKind
          record_id: string
          attempts: number
          record: StoredRow | null
          resend_generation?: number
          kind: DeliveryKind
        }[]
      >('claim_due_notifications', { p_limit: limit })
      return (rows ?? []).map((row) => ({
        recordKind: row.record_kind,
        deliveryKind: row.kind ?? 'notification',
        recordId: row.record_id,
        attempts: row.attempts,
        record: row.record,
        resendGeneration: row.resend_generation ?? 0,
      }))
    },
    async markSent(kind, recordId, deliveryKind = 'notification') {
      return (
        (await rpc<boolean>('record_notification_sent', {
          p_record_kind: kind,
          p_record_id: recordId,
          p_kind: deliveryKind,
        })) === true
      )
    },
    async markFailed(kind, recordId, error, permanent = false, deliveryKind = 'notification') {
      await rpc('record_notification_failure', {
        p_record_kind: kind,
        p_record_id: recordId,
        p_error: error,
        p_permanent: permanent,
        p_kind: deliveryKind,
      })
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
 * The e-mail identity of one send of a record. The Message-ID (used on the SMTP path) lets mail
 * clients and relays see a repeat as the same message. Resend's Idempotency-Key (kept 24 hours)
 * makes a retry after a crash between "accepted" and "marked sent" return the first send instead
 * of a second e-mail; it carries the resend generation, so an admin's "Send again" is a new
 * e-mail, and resendTransport appends a digest of the payload, so a retry whose recipients
 * changed is not answered 409 (migration 20251124000300_resend_generation.sql).
 */
export function deliveryIdentity(
  kind: RecordKind,
  recordId: string,
  from: string,
  resendGeneration = 0,
  deliveryKind: DeliveryKind = 'notification',
) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'idaho-ai-alliance.local'
  const generation = resendGeneration > 0 ? `.${resendGeneration}` : ''
  return {
    messageId: `<${deliveryKind}.${kind}.${recordId}${generation}@${domain}>`,
    idempotencyKey: `${deliveryKind}/${kind}/${recordId}/${resendGeneration}`,
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
