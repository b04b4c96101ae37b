import { useEffect, useState } from 'react'
import { listSavedReplies, type SavedReply } from '../api/saved-replies'

/**
 * The saved replies, loaded once per mount. An error leaves the list empty: what uses it (the
 * status reply offered on a status change) is a convenience the desk can do without.
 */
export function useSavedReplies(): readonly SavedReply[] {
  const [replies, setReplies] = useState<readonly SavedReply[]>([])
  useEffect(() => {
    let current = true
    listSavedReplies().then(
      (all) => current && setReplies(all),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  return replies
}
