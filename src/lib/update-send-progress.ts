/** A send's counts, as public.update_send_progress and public.mail_health answer them. */
export interface SendCounts {
  recipient_count: number
  sent: number
  failed: number
  skipped: number
}

const count = (value: number) => value.toLocaleString('en-US')

/**
 * "1,240 of 3,100 sent", with how many failed and how many were not sent because the person
 * unsubscribed or paused after the send started: the Updates section and mail health say it alike.
 */
export function progressWords(send: SendCounts): string {
  const parts = [`${count(send.sent)} of ${count(send.recipient_count)} sent`]
  if (send.failed > 0) parts.push(`${count(send.failed)} failed`)
  if (send.skipped > 0) parts.push(`${count(send.skipped)} not sent: unsubscribed or paused since`)
  return parts.join(', ')
}
