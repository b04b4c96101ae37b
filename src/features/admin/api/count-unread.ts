import type { SubmissionKind } from '../types'
import { toAdminApiError } from './admin-api-error'
import { fromDesk } from './desk-query'

export type UnreadCounts = Record<SubmissionKind, number>

/** How many records of each kind the signed-in reviewer has never opened (exact, HEAD counts). */
export async function countUnread(): Promise<UnreadCounts> {
  const kinds = ['applications', 'contacts', 'alliance'] as const
  const counts = await Promise.all(
    kinds.map(async (kind) => {
      const { count, error } = await fromDesk(kind, 'id', { count: 'exact', head: true }).eq(
        'unread',
        true,
      )
      if (error) throw toAdminApiError(error)
      return count ?? 0
    }),
  )
  return { applications: counts[0]!, contacts: counts[1]!, alliance: counts[2]! }
}
