import type { SavedReply } from '../api/saved-replies'
import type { RecordKind } from '../types'

/**
 * The saved reply of a form that goes with a status, if there is one (at most one: the database's
 * unique index saved_replies_one_per_status).
 */
export function savedReplyForStatus(
  replies: readonly SavedReply[],
  recordKind: RecordKind,
  status: string,
): SavedReply | undefined {
  return replies.find((reply) => reply.recordKind === recordKind && reply.status === status)
}

/** A request to start the composer from a saved reply that sets a status when it is sent. */
export interface StatusReplyRequest {
  savedReplyId: string
  status: string
  /** A new value for each request, so choosing the same reply twice starts it again. */
  key: number
}
