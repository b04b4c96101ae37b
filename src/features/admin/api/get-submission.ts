import type { DeskTab } from '../types'
import { toAdminApiError } from './admin-api-error'
import { fromDesk, type DeskRows } from './desk-query'

/** One submission by id (e.g. opened from a shared link), or null when there is none. */
export async function getSubmission<K extends DeskTab>(
  kind: K,
  id: string,
): Promise<DeskRows[K] | null> {
  const { data, error } = await fromDesk(kind).eq('id', id).maybeSingle()
  if (error) throw toAdminApiError(error)
  return (data as DeskRows[K] | null) ?? null
}
