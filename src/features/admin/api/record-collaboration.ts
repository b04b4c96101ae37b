import type { RecordKind } from '../types'

/** Someone of the desk's team: how the desk names them (private.member_display_name). */
export interface Teammate {
  id: string
  name: string
}

export type PresenceState = 'viewing' | 'replying'

/** Who owns a record and who else has it open now (private.record_collaboration). */
export interface RecordCollaboration {
  assignee: (Teammate & { assignedAt: string }) | null
  others: (Teammate & { state: PresenceState })[]
}

export interface RecordRef {
  recordKind: RecordKind
  recordId: string
}

export const NO_COLLABORATION: RecordCollaboration = { assignee: null, others: [] }

/** The RPCs answer JSON; anything unexpected reads as "nobody". */
export function toRecordCollaboration(data: unknown): RecordCollaboration {
  if (!data || typeof data !== 'object') return NO_COLLABORATION
  const value = data as Partial<RecordCollaboration>
  return {
    assignee: value.assignee ?? null,
    others: Array.isArray(value.others) ? value.others : [],
  }
}
