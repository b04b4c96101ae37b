import { supabase } from '@/lib/supabase'
import type { RecordKind } from '../types'
import { AdminApiError, toAdminApiError } from './admin-api-error'
import { listTeamNames } from './team-profiles'

export type ReplyState = 'pending' | 'sending' | 'sent' | 'failed'

/** A reply sent from the desk, with where its e-mail stands in the outbox. */
export interface DeskReply {
  id: string
  recordKind: RecordKind
  recordId: string
  authorId: string | null
  authorEmail: string | null
  /** The author's display name on the team, when they have one. */
  authorName?: string | null
  recipient: string
  reference: string | null
  body: string
  state: ReplyState
  attempts: number
  lastError: string | null
  sentAt: string | null
  createdAt: string
}

interface DeskReplyRow {
  id: string
  record_kind: string
  record_id: string
  author_id: string | null
  author_email: string | null
  recipient: string
  reference: string | null
  body: string
  state: string
  attempts: number
  last_error: string | null
  sent_at: string | null
  created_at: string
}

export function toDeskReply(row: DeskReplyRow): DeskReply {
  return {
    id: row.id,
    recordKind: row.record_kind as RecordKind,
    recordId: row.record_id,
    authorId: row.author_id,
    authorEmail: row.author_email,
    recipient: row.recipient,
    reference: row.reference,
    body: row.body,
    state: row.state as ReplyState,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  }
}

const COLUMNS =
  'id, record_kind, record_id, author_id, author_email, recipient, reference, body, state, attempts, last_error, sent_at, created_at'

/** Every reply of one record, newest first. */
export async function listReplies(recordKind: RecordKind, recordId: string): Promise<DeskReply[]> {
  const { data, error } = await supabase
    .from('desk_replies')
    .select(COLUMNS)
    .eq('record_kind', recordKind)
    .eq('record_id', recordId)
    .order('created_at', { ascending: false })
  if (error) throw toAdminApiError(error)
  const names = await listTeamNames().catch(() => new Map<string, string>())
  return (data ?? []).map((row) => ({
    ...toDeskReply(row),
    authorName: row.author_id ? (names.get(row.author_id) ?? null) : null,
  }))
}

/**
 * Queues a reply to the record's own address and, when `status` is given, sets the record's status
 * in the same transaction (public.send_desk_reply). `requestId` identifies the draft: sending the
 * same draft twice (a double click, a retry after a lost answer) queues one reply.
 */
export async function sendReply(input: {
  recordKind: RecordKind
  recordId: string
  requestId: string
  body: string
  status: string | null
}): Promise<DeskReply> {
  const { data, error } = await supabase.rpc('send_desk_reply', {
    p_record_kind: input.recordKind,
    p_record_id: input.recordId,
    p_request_id: input.requestId,
    p_body: input.body,
    ...(input.status ? { p_status: input.status } : {}),
  })
  if (error) throw toAdminApiError(error)
  if (!data) throw new AdminApiError('The reply was not queued.')
  return toDeskReply(data as unknown as DeskReplyRow)
}

/** Puts a failed (or backing-off) reply back in the outbox, due now. */
export async function retryReply(replyId: string): Promise<DeskReply> {
  const { data, error } = await supabase.rpc('retry_desk_reply', { p_reply_id: replyId })
  if (error) throw toAdminApiError(error)
  return toDeskReply(data as unknown as DeskReplyRow)
}

/**
 * The signed-in reviewer's name for {{reviewer_name}}: their display name on the team
 * (team_profiles), else a name in their account's metadata, else their e-mail.
 */
export async function getReviewerName(): Promise<string> {
  const { data } = await supabase.auth.getUser()
  const userId = data.user?.id
  if (userId) {
    const { data: profile } = await supabase
      .from('team_profiles')
      .select('display_name')
      .eq('user_id', userId)
      .maybeSingle()
    if (profile?.display_name) return profile.display_name
  }
  const metadata = (data.user?.user_metadata ?? {}) as Record<string, unknown>
  const named = [metadata.full_name, metadata.name, metadata.display_name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return named?.trim() ?? data.user?.email ?? 'The Idaho AI Alliance team'
}
