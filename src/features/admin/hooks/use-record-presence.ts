import { useEffect, useState } from 'react'
import { leaveRecordPresence } from '../api/leave-record-presence'
import {
  NO_COLLABORATION,
  type PresenceState,
  type RecordCollaboration,
} from '../api/record-collaboration'
import { touchRecordPresence } from '../api/touch-record-presence'
import type { RecordKind } from '../types'

/** How often an open record says "still here"; the database forgets an entry after 45 s. */
export const PRESENCE_HEARTBEAT_MS = 15_000

/**
 * While a record is open: tells the desk's team that the reviewer is viewing it or writing a
 * reply (at once when that changes, then every 15 s), and returns its owner and who else is on
 * it as of the last heartbeat. Closing the record (or opening another) leaves it.
 * `setCollaboration` lets an assignment's answer show before the next heartbeat.
 */
export function useRecordPresence(recordKind: RecordKind, recordId: string, state: PresenceState) {
  const [collaboration, setCollaboration] = useState<RecordCollaboration>(NO_COLLABORATION)
  const [shownFor, setShownFor] = useState(recordId)
  // Another record: nobody is shown until its first heartbeat answers.
  if (shownFor !== recordId) {
    setShownFor(recordId)
    setCollaboration(NO_COLLABORATION)
  }

  // Leaving: closing the record, or stepping to another one.
  useEffect(() => {
    const record = { recordKind, recordId }
    return () => void leaveRecordPresence(record).catch(() => undefined)
  }, [recordKind, recordId])

  // A heartbeat at once (on opening, and when a draft is started or sent), then every 15 s.
  useEffect(() => {
    let current = true
    const beat = () => {
      touchRecordPresence({ recordKind, recordId }, state).then(
        (next) => current && setCollaboration(next),
        // A missed heartbeat keeps what was shown; the next one tries again.
        () => undefined,
      )
    }
    beat()
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [recordKind, recordId, state])

  return { collaboration, setCollaboration }
}
