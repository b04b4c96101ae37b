import { progressWords } from '@/lib/update-send-progress'
import type { MailHealth } from '../api/mail-health-schema'
import { formatDateTime } from '../lib/format'

/** Each recent update's result in mail health: "3,098 of 3,100 sent, 2 failed". */
export function UpdateSendResults({ sends }: { sends: NonNullable<MailHealth['update_sends']> }) {
  if (sends.length === 0) return null
  return (
    <div className="flex flex-col gap-1 text-sm" data-update-sends>
      <h3 className="font-semibold">Updates sent to subscribers</h3>
      <ul className="flex flex-col gap-1">
        {sends.map((send) => (
          <li key={send.id}>
            “{send.subject}” ({formatDateTime(send.created_at)}): {progressWords(send)}
            {send.waiting > 0 ? ', still sending' : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
