import type { EnvReader } from './mail.ts'
import type { RecordKind } from './notification-kinds.ts'
import { serviceAccess } from './service-access.ts'
import { serviceRpc } from './service-rpc.ts'

/** A due reply the worker claimed (public.claim_due_replies). */
export interface DueReply {
  id: string
  recordKind: RecordKind
  recordId: string
  /** The record's own address, copied by send_desk_reply. */
  recipient: string
  reference: string | null
  body: string
  attempts: number
  /** False when the record was deleted after the reply was queued: nothing is sent. */
  recordExists: boolean
}

/**
 * The replies' side of the outbox and the notification routes (migration
 * *_desk_replies_and_routing.sql). Every method is a service-role RPC.
 */
export interface ReplyOutbox {
  claimDueReplies(limit: number): Promise<DueReply[]>
  markReplySent(replyId: string): Promise<boolean>
  markReplyFailed(replyId: string, error: string, permanent?: boolean): Promise<void>
  /** The routed recipients of a record's notification; empty when no route matches. */
  routedRecipients(kind: RecordKind, recordId: string): Promise<string[]>
}

export function restReplyOutbox(supabaseUrl: string, serviceRoleKey: string): ReplyOutbox {
  const rpc = serviceRpc(supabaseUrl, serviceRoleKey)

  return {
    async claimDueReplies(limit) {
      const rows = await rpc<
        {
          id: string
          record_kind: RecordKind
          record_id: string
          recipient: string
          reference: string | null
          body: string
          attempts: number
          record_exists: boolean
        }[]
      >('claim_due_replies', { p_limit: limit })
      return (rows ?? []).map((row) => ({
        id: row.id,
        recordKind: row.record_kind,
        recordId: row.record_id,
        recipient: row.recipient,
        reference: row.reference,
        body: row.body,
        attempts: row.attempts,
        recordExists: row.record_exists,
      }))
    },
    async markReplySent(replyId) {
      return (await rpc<boolean>('record_reply_sent', { p_reply_id: replyId })) === true
    },
    async markReplyFailed(replyId, error, permanent = false) {
      await rpc('record_reply_failure', {
        p_reply_id: replyId,
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
  }
}

export function replyOutboxFromEnv(env: EnvReader): ReplyOutbox | undefined {
  // The secret key, or the legacy service_role key only where it is all there is.
  const access = serviceAccess(env)
  return access ? restReplyOutbox(access.url, access.key) : undefined
}
