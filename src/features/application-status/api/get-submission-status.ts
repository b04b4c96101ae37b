import { loadSupabase } from '@/lib/load-supabase'
import type { RecordKind } from '@schemas/record-kind'
import type { StatusLookupValues } from '../schemas'
import { SUBMISSION_STAGES, type SubmissionStage } from '../stages'

/** The person's e-mailed answers that reached the record: how many, and when the latest did. */
export interface AnswersReceived {
  count: number
  lastAt: Date | null
}

/** What the status page can show: the stage, a refusal that says nothing more, or a pause. */
export type SubmissionStatus =
  | {
      outcome: 'found'
      kind: RecordKind
      stage: SubmissionStage
      changedAt: Date
      answers: AnswersReceived
    }
  | { outcome: 'not-found' }
  | { outcome: 'throttled' }

const KINDS: readonly RecordKind[] = [
  'coach_application',
  'contact_submission',
  'alliance_registration',
]

/**
 * The answers part of a found lookup. A database from before the status page counted answers
 * omits both fields (the site can go live before `db push`): that reads as none received, while
 * a malformed value is a failure like any other.
 */
function toAnswersReceived(answer: Record<string, unknown>): AnswersReceived | null {
  const count = answer.answers_received ?? 0
  const last = answer.last_answer_at ?? null
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null
  if (last === null) return count === 0 ? { count, lastAt: null } : null
  const lastAt = new Date(String(last))
  return count > 0 && !Number.isNaN(lastAt.getTime()) ? { count, lastAt } : null
}

/** Reads public.submission_status()'s answer; anything unexpected is a failure, never a stage. */
export function toSubmissionStatus(data: unknown): SubmissionStatus {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>
  if (answer.throttled === true) return { outcome: 'throttled' }
  if (answer.found === false) return { outcome: 'not-found' }
  const changedAt = new Date(String(answer.changed_at))
  const answers = toAnswersReceived(answer)
  if (
    answer.found === true &&
    SUBMISSION_STAGES.includes(answer.stage as SubmissionStage) &&
    KINDS.includes(answer.kind as RecordKind) &&
    !Number.isNaN(changedAt.getTime()) &&
    answers
  ) {
    return {
      outcome: 'found',
      kind: answer.kind as RecordKind,
      stage: answer.stage as SubmissionStage,
      changedAt,
      answers,
    }
  }
  throw new Error('Unexpected answer from submission_status')
}

/** Asks where a submission stands; throws when the server cannot be reached. */
export async function getSubmissionStatus(values: StatusLookupValues): Promise<SubmissionStatus> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('submission_status', {
    p_reference: values.reference,
    p_email: values.email,
  })
  if (error) throw new Error(error.message)
  return toSubmissionStatus(data)
}
