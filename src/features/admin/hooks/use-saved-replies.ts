import { useEffect, useState } from 'react'
import { listSavedReplies, type SavedReply } from '../api/saved-replies'

/**
 * The saved replies, loaded once per mount; null while loading. An error gives an empty list: what
 * uses it (the status reply offered on a status change) is a convenience the desk can do without.
 */
export function useSavedReplies(): readonly SavedReply[] | null {
  const [replies, setReplies] = useState<readonly SavedReply[] | null>(null)
  useEffect(() => {
    let current = true
    listSavedReplies().then(
      (all) => current && setReplies(all),
      () => current && setReplies([]),
    )
    return () => {
      current = false
    }
  }, [])
  return replies
}
