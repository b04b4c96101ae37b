/**
 * The delivery backlog: every e-mail the project owes, by kind, from the one outbox
 * (public.notification_deliveries): visitors' acknowledgements, the desk's replies, and the rest
 * (reviewers' notifications, answer notices, deletion confirmations, sign-in and account e-mails)
 * as notifications. Each counts as pending, stuck (pending for longer than the every-minute
 * worker would leave it) or failed (refused permanently by the mail server, or given up after 24
 * hours of retries). A failed or stuck e-mail
 * of any kind fails the launch: a reply a reviewer sent that never left is as lost as a
 * notification.
 */
import type pg from 'pg'
import {
  fail,
  humanDuration,
  pass,
  plural,
  shortError,
  type CheckResult,
} from './launch-check-result'
import { attempt, isResult } from './launch-check-query'

/** A pending e-mail older than this means the worker is not sending (it runs every minute). */
const PENDING_TOO_OLD_MS = 15 * 60_000

interface KindRow {
  kind: 'notification' | 'acknowledgement' | 'reply'
  pending: string
  failed: string
  oldest_pending: Date | null
  latest_error: string | null
}

const LABEL: Record<KindRow['kind'], [string, string]> = {
  notification: ['notification', 'notifications'],
  acknowledgement: ['acknowledgement', 'acknowledgements'],
  reply: ['desk reply', 'desk replies'],
}

/** What brings a failed e-mail of each kind back, once the cause is fixed. */
const RESEND: Record<KindRow['kind'], string> = {
  notification: 'use "Send again" on each record in the desk',
  acknowledgement: 'use "Send again" on each record in the desk',
  reply: 'use "Try sending again" on each reply in the record’s conversation',
}

// Every e-mail is one outbox row (public.notification_deliveries); a desk reply's state on
// public.desk_replies is only the outbox's copy (private.copy_reply_state), so reading both
// counted each reply twice, once as a notification.
const QUERY = `
  with owed as (
    select case d.kind
             when 'acknowledgement' then 'acknowledgement'
             when 'reply' then 'reply'
             else 'notification'
           end as kind,
           d.state, d.created_at, d.attempts, d.last_error, d.updated_at
    from public.notification_deliveries d
  )
  select k.kind,
    count(o.*) filter (where o.state in ('pending', 'sending')) as pending,
    count(o.*) filter (where o.state = 'failed') as failed,
    min(o.created_at) filter (where o.state in ('pending', 'sending')) as oldest_pending,
    (select o2.last_error from owed o2
      where o2.kind = k.kind and (o2.state = 'failed' or (o2.state = 'pending' and o2.attempts > 0))
      order by o2.updated_at desc limit 1) as latest_error
  from (values ('notification'), ('acknowledgement'), ('reply')) as k (kind)
  left join owed o on o.kind = k.kind
  group by k.kind
  order by array_position(array['notification', 'acknowledgement', 'reply'], k.kind)`

export async function checkDeliveryBacklog(client: pg.Client): Promise<CheckResult> {
  const rows = await attempt(
    async () => (await client.query<KindRow>(QUERY)).rows,
    (error) =>
      fail(
        `Delivery backlog: the outbox (public.notification_deliveries) cannot be read (${error}); are the migrations applied?`,
      ),
  )
  if (isResult(rows)) return rows
  const now = Date.now()
  const summary = rows
    .map((row) => {
      const [, many] = LABEL[row.kind]
      return `${many} ${Number(row.pending)} pending, ${Number(row.failed)} failed`
    })
    .join('; ')
  const faults: string[] = []
  for (const row of rows) {
    const [one, many] = LABEL[row.kind]
    const failed = Number(row.failed)
    const pending = Number(row.pending)
    const reason = row.latest_error ? ` (latest error: ${shortError(row.latest_error, 100)})` : ''
    if (failed > 0) {
      faults.push(
        `${failed === 1 ? `one ${one}` : `${failed} ${many}`} failed for good (refused permanently, or given up after 24 hours of retries)${reason}: fix the mail settings (RESEND_API_KEY, MAIL_FROM, NOTIFY_TO), then ${RESEND[row.kind]}`,
      )
      continue
    }
    const oldest = row.oldest_pending ? now - new Date(row.oldest_pending).getTime() : 0
    if (pending > 0 && oldest > PENDING_TOO_OLD_MS) {
      faults.push(
        `${plural(pending, one, many)} stuck, the oldest waiting ${humanDuration(oldest)}${reason}: the worker is not sending; see the Cron, pg_net and Functions lines`,
      )
    }
  }
  if (faults.length > 0) return fail(`Delivery backlog: ${summary}. ${faults.join('. ')}.`)
  return pass(`Delivery backlog: ${summary}.`)
}
