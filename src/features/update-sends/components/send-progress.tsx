import { useCallback, useEffect, useState } from 'react'
import { Progress } from '@/components/ui/progress'
import { progressWords } from '@/lib/update-send-progress'
import { listSends, type SendProgress } from '../api/update-sends-api'

/** How often the list is read again while a send is under way. */
const REFRESH_MS = 5_000

/**
 * The sends to subscribers, newest first, each with its progress and result, read again every few
 * seconds while one is still sending. `version` changes after a send so the list shows it at once.
 */
export function SendProgressList({ version }: { version: number }) {
  const [sends, setSends] = useState<SendProgress[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    listSends().then(
      (rows) => {
        setSends(rows.filter((row) => !row.test))
        setFailed(false)
      },
      () => setFailed(true),
    )
  }, [])

  useEffect(() => load(), [load, version])
  const sending = sends?.some((send) => send.waiting > 0) ?? false
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(load, REFRESH_MS)
    return () => clearInterval(timer)
  }, [sending, load])

  return (
    <section aria-labelledby="update-sends-heading" className="flex flex-col gap-3">
      <h2 id="update-sends-heading" className="text-xl font-semibold">
        Sent updates
      </h2>
      {failed ? (
        <p role="alert">The sent updates could not be read. Reload the page to try again.</p>
      ) : sends === null ? (
        <p>Loading the sent updates…</p>
      ) : sends.length === 0 ? (
        <p>No update has been sent yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {sends.map((send) => (
            <li
              key={send.id}
              className="flex flex-col gap-1 rounded-md border border-slate-300 p-3"
            >
              <p className="font-semibold">{send.subject}</p>
              <p className="text-sm text-slate-700">
                {new Date(send.created_at).toLocaleString('en-US')}
                {send.created_by_email ? ` by ${send.created_by_email}` : ''}
              </p>
              <p role="status">
                {progressWords(send)}
                {send.waiting > 0 ? ' (sending)' : ''}
              </p>
              <Progress
                value={send.sent}
                max={Math.max(send.recipient_count, 1)}
                label={`Progress of “${send.subject}”`}
                getValueText={() => progressWords(send)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
